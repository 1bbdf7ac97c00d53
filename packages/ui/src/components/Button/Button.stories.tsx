import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, ButtonLink } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to cart', variant: 'primary', size: 'md', loading: false, onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'danger', 'ghost', 'toggle', 'link'],
    },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

const VARIANTS = ['primary', 'secondary', 'danger', 'ghost', 'toggle', 'link'] as const;

/** Every variant in both sizes. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          {VARIANTS.map((variant) => (
            <Button
              key={variant}
              {...args}
              variant={variant}
              size={size}
              aria-pressed={variant === 'toggle' ? true : undefined}
            >
              {variant} {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** Its call runs: a spinner before the label, `aria-busy`, and clicks refused while focus stays. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Not available at all: the native `disabled`, skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/** A toggle among others, pressed and not. */
export const Toggles: Story = {
  render: (args) => (
    <div role="group" aria-label="View" style={{ display: 'flex', gap: 8 }}>
      <Button {...args} variant="toggle" aria-pressed="true">
        Grid
      </Button>
      <Button {...args} variant="toggle" aria-pressed="false">
        List
      </Button>
    </div>
  ),
};

/** A long label wraps inside the button on a phone. */
export const LongLabelOnPhone: Story = {
  args: { children: 'Add every selected clip to the playlist called Summer campaign 2026 shortlist' },
  globals: { viewport: { value: 'mobile' } },
};

/** A link that looks like a button: navigation as a view's main action. */
export const AsLink: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ButtonLink href="#history" variant={args.variant} size={args.size}>
        View history
      </ButtonLink>
      <ButtonLink href="#terms.pdf" external variant="secondary" size={args.size}>
        Licence terms
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View history' })).toHaveAttribute('href', '#history');
    await expect(canvas.getByRole('link', { name: 'Licence terms' })).toHaveAttribute('target', '_blank');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
