import { EMAIL_MAX_LENGTH, TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TeamInviteFlow } from './TeamInviteForm.stories';
import { TEAM_INVITE_FORM_TEXT as TEXT, TeamInviteForm } from '@clipmarket/ui';

const meta = {
  title: 'Components/TeamInviteForm/Features',
  component: TeamInviteForm,
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  args: { onSubmit: fn() },
  render: (args) => <TeamInviteFlow {...args} outcome="sent" />,
} satisfies Meta<typeof TeamInviteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent empty: the field says what it needs, is marked invalid and described by it, takes focus; nothing is sent. */
export const SubmitEmpty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByRole('textbox', { name: TEXT.email });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
    await expect(email).toHaveFocus();
  },
};

/** An address that is not one is refused as the contract refuses it, and focus goes back to it. */
export const InvalidEmail: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: TEXT.email });
    await userEvent.type(email, 'dana@northwind');
    await userEvent.click(canvas.getByRole('radio', { name: TEAM_ROLE_LABELS.purchaser }));
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(email).toHaveAccessibleDescription(TEXT.errors.email);
    await expect(email).toHaveFocus();
  },
};

/** Once the message shows it follows the typing: a right address puts it away, then the form sends. */
export const ErrorFollowsTyping: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    const email = canvas.getByRole('textbox', { name: TEXT.email });
    await userEvent.type(email, 'dana@');
    await expect(canvas.getByText(TEXT.errors.email)).toBeVisible();
    await userEvent.type(email, 'northwind.example');
    await expect(canvas.queryByText(TEXT.errors.email)).not.toBeInTheDocument();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/**
 * From the keyboard: the address, Tab into the roles (at Member, the one chosen), an arrow to Purchaser, Enter
 * sends. The address goes trimmed, with the role; focus moves to the busy button, as the radios are disabled.
 */
export const SubmitByKeyboard: Story = {
  tags: ['!visual'],
  render: (args) => <TeamInviteFlow {...args} outcome="pending" />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: TEXT.email })).toHaveFocus();
    await userEvent.keyboard('  dana@northwind.example ');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: TEAM_ROLE_LABELS.member })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: TEAM_ROLE_LABELS.purchaser })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'dana@northwind.example', role: 'purchaser' });
    await expect(canvas.getByRole('button', { name: TEXT.submit })).toHaveFocus();
  },
};

/** Each role is named by its label and described by what it may do. */
export const RolesDescribed: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: TEAM_ROLE_LABELS.purchaser })).toHaveAccessibleDescription(
      TEAM_ROLE_DESCRIPTIONS.purchaser,
    );
    await expect(canvas.getByRole('radio', { name: TEAM_ROLE_LABELS.member })).toHaveAccessibleDescription(
      TEAM_ROLE_DESCRIPTIONS.member,
    );
  },
};

/** One invitation after another: the second send's running state hides the first's message, then it names the second. */
export const OneAfterAnother: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: TEXT.email });
    await userEvent.type(email, 'dana@northwind.example{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(TEXT.sentMessage('dana@northwind.example')),
    );
    await expect(email).toHaveValue('');
    await userEvent.type(email, 'Eli@Mail.example{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(TEXT.sentMessage('eli@mail.example')),
    );
    await expect(email).toHaveValue('');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ email: 'Eli@Mail.example', role: 'member' });
  },
};

/** While the call runs a second Enter sends nothing, and focus stays on the field. */
export const NoSecondSend: Story = {
  tags: ['!visual'],
  render: (args) => <TeamInviteFlow {...args} outcome="pending" />,
  play: async ({ canvas, args, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: TEXT.email });
    await userEvent.type(email, 'dana@northwind.example{Enter}');
    await expect(canvas.getByRole('button', { name: TEXT.submit })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(email).toHaveFocus();
  },
};

/** An address is at most 254 characters: the field takes no more. */
export const Limit: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: TEXT.email })).toHaveAttribute(
      'maxlength',
      String(EMAIL_MAX_LENGTH),
    );
  },
};
