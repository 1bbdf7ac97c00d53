import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DateField } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  // As wide as a form gives a date (the field takes its container's width).
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
  args: { label: 'Paid on', name: 'paidOn', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'sm'] },
    messagePlacement: { control: 'inline-radio', options: ['below', 'above'] },
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's date control; the chosen day shows beside the label as the product writes days. */
export const Default: Story = {
  args: { defaultValue: '2026-10-10' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Paid on');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(canvas.getByText('10 Oct 26')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '2026-03-05');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-03-05');
    await expect(canvas.getByText('05 Mar 26')).toBeVisible();
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { hint: 'The day the money arrived.', min: '2026-01-01', max: '2026-12-31' },
};
