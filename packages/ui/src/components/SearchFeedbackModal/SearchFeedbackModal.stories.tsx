import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SEARCH_FEEDBACK_TEXT, SearchFeedbackModal } from '@clipmarket/ui';

const meta = {
  title: 'Components/SearchFeedbackModal',
  component: SearchFeedbackModal,
  // Closed by default behind a trigger, so the docs page (several stories at once) stays usable. The app
  // opens it from `feedbackModalMachine` with a controlled `status` instead.
  args: {
    trigger: (props) => (
      <button type="button" {...props}>
        {SEARCH_FEEDBACK_TEXT.open}
      </button>
    ),
    onThumb: fn(),
    onClose: fn(),
    onStatusChange: fn(),
  },
  argTypes: {
    trigger: { control: false },
    status: { control: 'inline-radio', options: ['question', 'thanks', 'closed'] },
    defaultStatus: { control: false },
  },
} satisfies Meta<typeof SearchFeedbackModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The docs page shows it open: in its own frame, where the play function runs and the modal has room
  // (a modal rendered inline would cover the whole docs page).
  parameters: { docs: { story: { inline: false, height: '760px' } } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.open }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('question');
    await expect(canvas.getByRole('dialog', { name: SEARCH_FEEDBACK_TEXT.question })).toBeVisible();
  },
};

/** Every prop as a control: set `status` to drive it as the machine does, or change the question. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { question: SEARCH_FEEDBACK_TEXT.question },
};
