import { EMAIL_MAX_LENGTH } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { GuestIdentityFlow } from './GuestIdentityForm.stories';
import { GUEST_IDENTITY_FORM_TEXT as TEXT, GUEST_NAME_MAX, GuestIdentityForm } from '@clipmarket/ui';

const meta = {
  title: 'Components/GuestIdentityForm/Features',
  component: GuestIdentityForm,
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  args: { restricted: false, onSubmit: fn() },
  render: (args) => <GuestIdentityFlow {...args} outcome="sent" />,
} satisfies Meta<typeof GuestIdentityForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Sent empty: each field says what it needs, is marked invalid and described by it, focus goes to the first,
 * and nothing is sent.
 */
export const SubmitEmpty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit.open }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    const email = canvas.getByRole('textbox', { name: TEXT.email });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(TEXT.errors.name);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(TEXT.errors.email);
    await expect(name).toHaveFocus();
  },
};

/** A name but an address that is not one: only the address is blamed, and focus goes to it. */
export const InvalidEmail: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    const email = canvas.getByRole('textbox', { name: TEXT.email });
    await userEvent.type(name, 'Ana Ortiz');
    await userEvent.type(email, 'ana@example');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(email).toHaveAccessibleDescription(TEXT.errors.email);
    await expect(email).toHaveFocus();
  },
};

/** Once a field's message shows it follows the typing: a right value puts it away, then the form sends. */
export const ErrorsFollowTyping: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit.open }));
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    await userEvent.type(name, '   ');
    await expect(canvas.getByText(TEXT.errors.name)).toBeVisible();
    await userEvent.type(name, 'Ana');
    await expect(canvas.queryByText(TEXT.errors.name)).not.toBeInTheDocument();
    await expect(name).not.toHaveAttribute('aria-invalid');
    // The address's message stays until the address is one.
    await expect(canvas.getByText(TEXT.errors.email)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.email }), 'ana@example.com');
    await expect(canvas.queryByText(TEXT.errors.email)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit.open }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Filled in from the keyboard and sent with Enter: the name and address go trimmed. */
export const SubmitByKeyboard: Story = {
  tags: ['!visual'],
  args: { restricted: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: TEXT.name })).toHaveFocus();
    await userEvent.keyboard('  Ana Ortiz ');
    await userEvent.tab();
    await userEvent.keyboard(' ana@example.com ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Ana Ortiz', email: 'ana@example.com' });
  },
};

/** When the link is sent the form gives way to where it went, and focus goes to that message so it is read. */
export const SentTakesFocus: Story = {
  tags: ['!visual'],
  args: { restricted: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.name }), 'Ana Ortiz');
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.email }), 'ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit.restricted }));
    await waitFor(() => expect(canvas.queryByRole('form')).not.toBeInTheDocument());
    const message = canvas.getByText(/^We sent a link to/);
    await expect(message).toHaveTextContent(TEXT.sentMessage('ana@example.com'));
    // The message's InlineAlert takes focus, so a screen reader reads it from there.
    await expect(message.closest('[tabindex="-1"]')).toHaveFocus();
  },
};

/** While the call runs a second Enter sends nothing, and focus stays on the field. */
export const NoSecondSend: Story = {
  tags: ['!visual'],
  render: (args) => <GuestIdentityFlow {...args} outcome="pending" />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.name }), 'Ana Ortiz');
    const email = canvas.getByRole('textbox', { name: TEXT.email });
    await userEvent.type(email, 'ana@example.com{Enter}');
    await expect(canvas.getByRole('button', { name: TEXT.submit.open })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(email).toHaveFocus();
  },
};

/** A name is at most 80 characters and an address at most 254: the fields take no more. */
export const Limits: Story = {
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    await expect(name).toHaveAttribute('maxlength', String(GUEST_NAME_MAX));
    await userEvent.type(name, 'x'.repeat(GUEST_NAME_MAX + 5));
    await expect(name).toHaveValue('x'.repeat(GUEST_NAME_MAX));
    await expect(canvas.getByRole('textbox', { name: TEXT.email })).toHaveAttribute(
      'maxlength',
      String(EMAIL_MAX_LENGTH),
    );
  },
};
