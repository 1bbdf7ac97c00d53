import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DATE_FIELD_TEXT, DateField } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/DateField/Features',
  component: DateField,
  // As wide as a form gives a date (the field takes its container's width).
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
  tags: ['!autodocs'],
  args: { label: 'Exclusive until', onValueChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the browser's control alone, in its locale's order; no day beside the label. */
export const Empty: Story = {
  args: { hint: 'Leave empty if you do not need exclusive rights.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Exclusive until');
    await expect(input).toHaveValue('');
    await expect(input.closest('[data-state]')).toHaveAttribute('data-state', 'empty');
  },
};

/**
 * A day chosen: '10 Oct 26' beside the label, the way the product writes every date, whatever order the
 * control shows the digits in. The label stays the control's whole name.
 */
export const Chosen: Story = {
  args: { defaultValue: '2026-10-10', hint: 'Leave empty if you do not need exclusive rights.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Exclusive until');
    await expect(canvas.getByText('10 Oct 26')).toBeVisible();
    await expect(input).toHaveAccessibleName('Exclusive until');
    await expect(input.closest('[data-state]')).toHaveAttribute('data-state', 'chosen');
  },
};

/**
 * Part of a date (a month and a day, no year) once the user leaves the field: it says what is missing, and
 * `onValueChange` sends nothing until the date is whole. Here the field is given a day that does not exist, as a
 * browser without a date control could pass it; the component test types the part for real.
 */
export const Incomplete: Story = {
  args: { value: '2026-02-30' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Exclusive until');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(DATE_FIELD_TEXT.incomplete);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A day before `min`: the message names the first day allowed, as the product writes days. */
export const TooEarly: Story = {
  args: { label: 'To', min: '2026-03-05', defaultValue: '2026-03-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('To')).toHaveAccessibleDescription(
      DATE_FIELD_TEXT.tooEarly('05 Mar 26'),
    );
  },
};

/** A day after `max`: the message names the last day allowed. */
export const TooLate: Story = {
  args: { label: 'Paid on', max: '2026-10-10', defaultValue: '2026-10-11' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Paid on')).toHaveAccessibleDescription(
      DATE_FIELD_TEXT.tooLate('10 Oct 26'),
    );
  },
};

/**
 * In a form that checks its fields when sent (`describeProblems={false}`, the caller's `error`): the form's
 * message, above the control, as every field of that form.
 */
export const FormsMessage: Story = {
  args: {
    hint: 'Leave empty if you do not need exclusive rights.',
    error: 'Exclusive until must be a date in the future',
    messagePlacement: 'above',
    describeProblems: false,
    defaultValue: '2026-01-01',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Exclusive until')).toHaveAccessibleDescription(
      'Leave empty if you do not need exclusive rights. Exclusive until must be a date in the future',
    );
  },
};

/** Two small fields in a row of filters, each day beside its own label. */
export const SmallPair: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.5rem', maxWidth: '22rem' }}>
      <DateField {...args} size="sm" label="From" defaultValue="2026-01-01" max="2026-06-30" />
      <DateField {...args} size="sm" label="To" defaultValue="2026-06-30" min="2026-01-01" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('01 Jan 26')).toBeVisible();
    await expect(canvas.getByText('30 Jun 26')).toBeVisible();
  },
};

/** On a phone: the control at the field's width, the day beside the label. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValue: '2026-10-10', hint: 'Leave empty if you do not need exclusive rights.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10 Oct 26')).toBeVisible();
  },
};
