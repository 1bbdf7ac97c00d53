import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { savedSearchItemsFixture, savedSearchItemsLongFixture } from './savedSearchList.fixtures';
import { SAVED_SEARCH_LIST_TEXT as TEXT, SavedSearchList, type SavedSearchListItem } from '@clipmarket/ui';

const [storms, dogs, skateboarding] = savedSearchItemsFixture as [
  SavedSearchListItem,
  SavedSearchListItem,
  SavedSearchListItem,
];

const meta = {
  title: 'Components/SavedSearchList/Features',
  component: SavedSearchList,
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  args: {
    status: 'ready',
    items: savedSearchItemsFixture,
    linkComponent: StoryLink,
    onAlertChange: fn(),
    onDelete: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
  argTypes: { linkComponent: { control: false } },
} satisfies Meta<typeof SavedSearchList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new clips since last opened: the number up to 99, then "99+", and a sentence for screen readers. */
export const NewClips: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('listitem');
    await expect(within(first!).getByText('3 new')).toBeVisible();
    await expect(within(first!).getByText('3 new clips since you last looked')).toBeInTheDocument();
    await expect(within(second!).getByText('99+ new')).toBeVisible();
    await expect(within(second!).getByText('99+ new clips since you last looked')).toBeInTheDocument();
    // None new: no badge.
    await expect(within(third!).queryByText(/new/)).not.toBeInTheDocument();
  },
};

/** Following a name tells the app first (it marks the search seen), then goes to the search. */
export const OpenASearch: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: dogs.name }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(args.onOpen).toHaveBeenCalledWith(dogs.id);
  },
};

/** Picking another alert in a row's select sends the row's id and the alert. */
export const ChangeAnAlert: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: TEXT.alertLabel(skateboarding.name) }),
      TEXT.alertOptions.weekly,
    );
    await expect(args.onAlertChange).toHaveBeenCalledOnce();
    await expect(args.onAlertChange).toHaveBeenCalledWith(skateboarding.id, 'weekly');
  },
};

/** Delete, named by its row, sends the row's id. */
export const DeleteASearch: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.deleteLabel(storms.name) }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(storms.id);
  },
};

/** A row being changed: its select and Delete ignore presses (and keep focus); the other rows do not wait. */
export const RowBusy: Story = {
  args: { busyIds: [storms.id] },
  play: async ({ canvas, args, userEvent }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-busy', 'true');
    const select = within(first!).getByRole('combobox', { name: TEXT.alertLabel(storms.name) });
    const remove = within(first!).getByRole('button', { name: TEXT.deleteLabel(storms.name) });
    await expect(select).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.selectOptions(select, TEXT.alertOptions.off);
    await userEvent.click(remove);
    await expect(args.onAlertChange).not.toHaveBeenCalled();
    await expect(args.onDelete).not.toHaveBeenCalled();
    // The select still shows the alert the row has.
    await expect(select).toHaveDisplayValue(TEXT.alertOptions.daily);

    await expect(second).not.toHaveAttribute('aria-busy');
    await userEvent.click(within(second!).getByRole('button', { name: TEXT.deleteLabel(dogs.name) }));
    await expect(args.onDelete).toHaveBeenCalledWith(dogs.id);
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.loading);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The list could not be read: the reason, and Try again. */
export const LoadFailed: Story = {
  args: { status: 'error', items: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.failed);
    await userEvent.click(canvas.getByRole('button', { name: TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing saved yet: what saving a search gives, and where to do it. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.empty)).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** On a phone, long names and summaries wrap and every control stays on screen. */
export const LongOnMobile: Story = {
  args: { items: savedSearchItemsLongFixture },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: TEXT.label });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const right = canvasElement.getBoundingClientRect().right;
    for (const control of [...canvas.getAllByRole('combobox'), ...canvas.getAllByRole('button')]) {
      await expect(control).toBeVisible();
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};

/** At desktop width each row's controls stand at its end, beside the name and summary. */
export const Desktop: Story = {
  // No visual reference: Default's picture is at desktop width.
  tags: ['!visual'],
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('listitem');
    const link = within(first!).getByRole('link', { name: storms.name });
    const select = within(first!).getByRole('combobox', { name: TEXT.alertLabel(storms.name) });
    await expect(select.getBoundingClientRect().left).toBeGreaterThan(link.getBoundingClientRect().right);
  },
};

function DeleteFlow({ items: initial }: { items: readonly SavedSearchListItem[] }) {
  const [items, setItems] = useState(initial);
  return (
    <SavedSearchList
      status="ready"
      items={items}
      linkComponent={StoryLink}
      onAlertChange={(id, alert) =>
        setItems((current) => current.map((item) => (item.id === id ? { ...item, alert } : item)))
      }
      onDelete={(id) => setItems((current) => current.filter((item) => item.id !== id))}
    />
  );
}

/**
 * Change an alert, then delete rows from the keyboard. Focus never drops to the page: it moves to the row that
 * takes the deleted one's place, and to the empty note after the last.
 */
export const KeyboardDelete: Story = {
  tags: ['!visual'],
  render: () => <DeleteFlow items={savedSearchItemsFixture} />,
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: TEXT.alertLabel(storms.name) });
    await userEvent.selectOptions(select, TEXT.alertOptions.off);
    await expect(select).toHaveDisplayValue(TEXT.alertOptions.off);

    canvas.getByRole('button', { name: TEXT.deleteLabel(storms.name) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('link', { name: storms.name })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: dogs.name })).toHaveFocus();

    // The last row: focus goes to the one before.
    canvas.getByRole('button', { name: TEXT.deleteLabel(skateboarding.name) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: dogs.name })).toHaveFocus();

    canvas.getByRole('button', { name: TEXT.deleteLabel(dogs.name) }).focus();
    await userEvent.keyboard(' ');
    // The empty state takes focus (its root, which holds the words).
    await expect(canvas.getByText(TEXT.empty).parentElement).toHaveFocus();
  },
};
