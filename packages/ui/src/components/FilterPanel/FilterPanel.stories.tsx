import { categoriesFixture, catalogueLibraryFixture, searchFacetsFixture } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, type within } from 'storybook/test';
import { FilterPanel, FILTER_PANEL_TEXT, type FilterPanelProps } from '@clipmarket/ui';

/** The countries of the fixture library, sorted. */
export const fixtureCountries: string[] = [
  ...new Set(catalogueLibraryFixture.flatMap(({ document }) => (document.country ? [document.country] : []))),
].sort((a, b) => a.localeCompare(b));

/**
 * The panel is controlled; this keeps the filter state, merging each change as the panel emits it (the app
 * also runs the search-filter rules on it), and reports every change.
 */
export function StatefulFilterPanel(args: FilterPanelProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxWidth: '20rem' }}>
      <FilterPanel
        {...args}
        value={value}
        onChange={(next, change) => {
          args.onChange?.(next, change);
          setValue(next);
        }}
      />
    </div>
  );
}

/**
 * A wide window opens the panel just after its first render (FilterPanel decides it in an effect, so a
 * server-rendered page and its hydration agree): a play on a desktop waits for it, as a person sees it open. In
 * the built Storybook the play starts before that effect has run.
 */
export async function panelOpened(canvas: ReturnType<typeof within>) {
  await canvas.findByRole('region', { name: FILTER_PANEL_TEXT.title });
}

const meta = {
  title: 'Components/FilterPanel',
  component: FilterPanel,
  excludeStories: ['StatefulFilterPanel', 'fixtureCountries', 'panelOpened'],
  args: {
    value: {},
    categories: categoriesFixture.result,
    categoryCounts: searchFacetsFixture.categories,
    countries: fixtureCountries,
    onChange: fn(),
    onOpenChange: fn(),
    onReset: fn(),
  },
  argTypes: {
    trigger: { control: false },
    open: { control: 'boolean' },
  },
  render: (args) => <StatefulFilterPanel {...args} />,
  // The open panel is a few thousand pixels tall: on the docs page each story is a frame of its own that
  // scrolls, so the page stays a readable length.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A desktop window (830 px and wider): the panel is open beside the results from the start. */
export const Default: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await panelOpened(canvas);
    await expect(canvas.getByRole('region', { name: FILTER_PANEL_TEXT.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: FILTER_PANEL_TEXT.toggle })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/**
 * A phone: the toggle has opened the drawer, a modal over the page with focus on its title. The story ends
 * with the drawer open, for review; the docs page shows it in a phone-sized frame.
 */
export const DrawerOpenOnPhone: Story = {
  // No visual reference: the drawer is as tall as the viewport, which grows to show all of it, and it does
  // not settle on one height.
  tags: ['!visual'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: FILTER_PANEL_TEXT.toggle }));
    const dialog = canvas.getByRole('dialog', { name: FILTER_PANEL_TEXT.title });
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(canvas.getByRole('heading', { name: FILTER_PANEL_TEXT.title })).toHaveFocus();
  },
};

/** Every prop as a control; the filter state is editable in `value`. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  globals: { viewport: { value: 'lg' } },
  args: {
    value: {
      q: 'dog',
      tones: ['Funny'],
      clearance: ['CLEARED'],
      duration: { from: 5, to: 90 },
      dates: { postedFrom: '2026-01-01' },
      similarClip: '1254381',
      exactMatch: true,
    },
  },
};
