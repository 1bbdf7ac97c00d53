import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  GUEST_IDENTITY_FORM_TEXT as TEXT,
  GuestIdentityForm,
  type GuestIdentityFormProps,
  type GuestIdentityFormStatus,
} from '@clipmarket/ui';

/** What the flow's server answers: nothing yet (the call runs on), the link sent, or a refusal with this message. */
export type GuestIdentityOutcome = 'pending' | 'sent' | { refuse: string };

/**
 * The form as the shared page holds it: a send shows the call running (a render with `submitting`), then the
 * server's answer. Only the stories' own props drive it; `status`, `sentTo` and `error` are its state.
 */
export function GuestIdentityFlow({
  outcome,
  ...props
}: GuestIdentityFormProps & { outcome: GuestIdentityOutcome }) {
  const [status, setStatus] = useState<GuestIdentityFormStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | undefined>();
  return (
    <GuestIdentityForm
      {...props}
      status={status}
      error={error}
      sentTo={sentTo}
      onSubmit={(value) => {
        props.onSubmit(value);
        setStatus('submitting');
        setError(null);
        if (outcome === 'pending') return;
        // The server's answer comes after the render that shows the call running.
        void Promise.resolve().then(() => {
          if (outcome === 'sent') {
            setSentTo(value.email);
            setStatus('sent');
          } else {
            setError(outcome.refuse);
            setStatus('idle');
          }
        });
      }}
    />
  );
}

/** A refusal of the server, for the stories. */
export const TOO_MANY_LINKS =
  'We sent this address several links in the last hour. Use the latest, or try again later.';

const meta = {
  title: 'Components/GuestIdentityForm',
  component: GuestIdentityForm,
  excludeStories: ['GuestIdentityFlow', 'TOO_MANY_LINKS'],
  args: {
    restricted: false,
    status: 'idle',
    error: null,
    onSubmit: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'submitting', 'sent'] },
  },
} satisfies Meta<typeof GuestIdentityForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A playlist anyone with the link may open: before the first decision, the guest says who they are. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: TEXT.title.open });
    await expect(form).toBeVisible();
    await expect(canvas.getByRole('heading', { name: TEXT.title.open })).toBeVisible();
    await expect(canvas.getByText(TEXT.lead.open)).toBeVisible();
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    await expect(name).toBeRequired();
    await expect(name).toHaveAttribute('autocomplete', 'name');
    const email = canvas.getByRole('textbox', { name: TEXT.email });
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: TEXT.submit.open })).toHaveAttribute('type', 'submit');
  },
};

/** A playlist shared with named people only: the address gets a link that opens it. */
export const Restricted: Story = {
  args: { restricted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: TEXT.title.restricted })).toBeVisible();
    await expect(canvas.getByText(TEXT.lead.restricted)).toBeVisible();
    await expect(canvas.getByRole('button', { name: TEXT.submit.restricted })).toBeVisible();
  },
};

/** The call running: the fields read-only, the button busy, and "Sending the link…" for screen readers. */
export const Submitting: Story = {
  args: { restricted: true },
  render: (args) => <GuestIdentityFlow {...args} outcome="pending" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.name }), 'Ana Ortiz');
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.email }), 'ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit.restricted }));
    const button = canvas.getByRole('button', { name: TEXT.submit.restricted });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: TEXT.email })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.submitting.restricted);
  },
};

/** The link is sent: the form gives way to where it went, the address in bold. */
export const Sent: Story = {
  args: { restricted: true, status: 'sent', sentTo: 'ana@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.sentMessage('ana@example.com'));
    await expect(canvas.getByText('ana@example.com').tagName).toBe('STRONG');
  },
};

/** A refusal: the server's message in an alert over the fields; what was typed stays. */
export const Refused: Story = {
  args: { restricted: true },
  render: (args) => <GuestIdentityFlow {...args} outcome={{ refuse: TOO_MANY_LINKS }} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.name }), 'Ana Ortiz');
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.email }), 'ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit.restricted }));
    await expect(await canvas.findByText(TOO_MANY_LINKS)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(TOO_MANY_LINKS);
    await expect(canvas.getByRole('textbox', { name: TEXT.name })).toHaveValue('Ana Ortiz');
    await expect(canvas.getByRole('textbox', { name: TEXT.email })).toHaveValue('ana@example.com');
  },
};

/** On a phone, after an empty send: the messages under the fields, and the button as wide as the form. */
export const InvalidOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit.open }));
    await expect(canvas.getByText(TEXT.errors.name)).toBeVisible();
    await expect(canvas.getByText(TEXT.errors.email)).toBeVisible();
    const form = canvas.getByRole('form', { name: TEXT.title.open });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    const button = canvas.getByRole('button', { name: TEXT.submit.open });
    await expect(button.getBoundingClientRect().width).toBe(form.getBoundingClientRect().width);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};

/** Every prop as a control: switch `restricted` and `status`, write an `error` or a `sentTo`. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
