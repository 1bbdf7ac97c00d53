import { TEAM_LIMITS } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CreateTeamFlow } from './CreateTeamForm.stories';
import { CREATE_TEAM_FORM_TEXT as TEXT, CreateTeamForm } from '@clipmarket/ui';

const meta = {
  title: 'Components/CreateTeamForm/Features',
  component: CreateTeamForm,
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs', '!visual'],
  args: { onSubmit: fn() },
  render: (args) => <CreateTeamFlow {...args} outcome="pending" />,
} satisfies Meta<typeof CreateTeamForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent empty, or with spaces only: the field says a team needs a name, is marked invalid, takes focus; nothing is sent. */
export const SubmitEmpty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    await userEvent.type(name, '   ');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Give the team a name.');
    await expect(name).toHaveFocus();
  },
};

/** Once the message shows it follows the typing: a name puts it away. */
export const ErrorFollowsTyping: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    await expect(canvas.getByText(TEXT.errors.name)).toBeVisible();
    await userEvent.type(name, 'N');
    await expect(canvas.queryByText(TEXT.errors.name)).not.toBeInTheDocument();
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

/** Typed and sent with Enter: the name goes trimmed. */
export const SubmitByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: TEXT.name })).toHaveFocus();
    await userEvent.keyboard('  Northwind Films {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('Northwind Films');
  },
};

/** While the call runs a second Enter sends nothing, and focus stays on the field. */
export const NoSecondSend: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    await userEvent.type(name, 'Northwind Films{Enter}');
    await expect(canvas.getByRole('button', { name: TEXT.submit })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(name).toHaveFocus();
  },
};

/** A name is at most 80 characters: the field takes no more. */
export const Limit: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    await expect(name).toHaveAttribute('maxlength', String(TEAM_LIMITS.nameMax));
    await userEvent.type(name, 'x'.repeat(TEAM_LIMITS.nameMax + 5));
    await expect(name).toHaveValue('x'.repeat(TEAM_LIMITS.nameMax));
  },
};

/** The heading's level follows the page: under the page's own h2, an h3. */
export const HeadingLevel: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: TEXT.title })).toBeVisible();
  },
};
