import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LOGIN_TEXT, LoginModal, LoginModalTrigger } from '@clipmarket/ui';

const meta = {
  title: 'Components/LoginModal',
  component: LoginModal,
  // Closed by default behind a trigger, so the docs page (several stories at once) stays usable.
  args: {
    trigger: (props) => <LoginModalTrigger {...props} />,
    onOpenChange: fn(),
    onSubmit: fn(),
    // Storybook's canvas is one page: following a link would replace the story.
    onRegister: fn((event) => event.preventDefault()),
    onResetPassword: fn((event) => event.preventDefault()),
  },
  argTypes: {
    trigger: { control: false },
    open: { control: 'boolean' },
    status: { control: 'inline-radio', options: ['idle', 'pending', 'error', 'rateLimited'] },
  },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The docs page shows it open: in its own frame, where the play function runs and the modal has room
  // (a modal rendered inline would cover the whole docs page).
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LOGIN_TEXT.open }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('dialog', { name: LOGIN_TEXT.title })).toBeVisible();
    await expect(canvas.getByLabelText(LOGIN_TEXT.email)).toHaveFocus();
  },
};

/** Every prop as a control: switch `status`, edit the messages, fill in an e-mail. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { status: 'idle', errorMessages: [], defaultEmail: '' },
};
