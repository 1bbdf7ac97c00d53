import { TEAM_MESSAGES, TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  TEAM_INVITE_FORM_TEXT as TEXT,
  TeamInviteForm,
  type TeamInviteFormProps,
  type TeamInviteFormStatus,
} from '@clipmarket/ui';

/** What the flow's server answers: nothing yet (the call runs on), the invitation sent, or a refusal. */
export type TeamInviteOutcome = 'pending' | 'sent' | { refuse: string };

/**
 * The form as the team page holds it: a send shows the call running (a render with `submitting`), then the
 * server's answer. Only the stories' own props drive it; `status`, `error` and `sentTo` are its state.
 */
export function TeamInviteFlow({ outcome, ...props }: TeamInviteFormProps & { outcome: TeamInviteOutcome }) {
  const [status, setStatus] = useState<TeamInviteFormStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <TeamInviteForm
      {...props}
      status={status}
      error={error}
      sentTo={sentTo}
      onSubmit={(value) => {
        props.onSubmit(value);
        setStatus('submitting');
        setError(null);
        setSentTo(null);
        if (outcome === 'pending') return;
        // The server's answer comes after the render that shows the call running.
        void Promise.resolve().then(() => {
          if (outcome === 'sent') setSentTo(value.email.toLowerCase());
          else setError(outcome.refuse);
          setStatus('idle');
        });
      }}
    />
  );
}

const meta = {
  title: 'Components/TeamInviteForm',
  component: TeamInviteForm,
  excludeStories: ['TeamInviteFlow'],
  args: { status: 'idle', error: null, sentTo: null, onSubmit: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'submitting'] },
  },
} satisfies Meta<typeof TeamInviteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's form: the address, the role (Member by default), each role said in a line, and Send invitation. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: TEXT.title })).toBeVisible();
    await expect(canvas.getByText(TEXT.lead)).toBeVisible();
    const email = canvas.getByRole('textbox', { name: TEXT.email });
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('group', { name: TEXT.role })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: TEAM_ROLE_LABELS.member })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: TEAM_ROLE_LABELS.purchaser })).toHaveAccessibleDescription(
      TEAM_ROLE_DESCRIPTIONS.purchaser,
    );
    // A team has one owner: an invitation never makes another.
    await expect(canvas.queryByRole('radio', { name: TEAM_ROLE_LABELS.owner })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXT.submit })).toHaveAttribute('type', 'submit');
  },
};

/** The call running: the field read-only, the roles disabled, the button busy, and "Sending the invitation…". */
export const Submitting: Story = {
  render: (args) => <TeamInviteFlow {...args} outcome="pending" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.email }), 'dana@northwind.example');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(canvas.getByRole('button', { name: TEXT.submit })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: TEXT.email })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('radio', { name: TEAM_ROLE_LABELS.member })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.submitting);
  },
};

/** Sent: where it went and for how long, announced politely; the address field empty for the next one. */
export const Sent: Story = {
  render: (args) => <TeamInviteFlow {...args} outcome="sent" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: TEAM_ROLE_LABELS.purchaser }));
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.email }), 'dana@northwind.example');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(await canvas.findByText('dana@northwind.example')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Invitation sent to dana@northwind.example. The link works for 7 days.',
    );
    await expect(canvas.getByRole('textbox', { name: TEXT.email })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: TEAM_ROLE_LABELS.purchaser })).toBeChecked();
  },
};

/** A refusal: the server's message in an alert over the fields; what was typed stays. */
export const Refused: Story = {
  render: (args) => <TeamInviteFlow {...args} outcome={{ refuse: TEAM_MESSAGES.alreadyInvited }} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.email }), 'dana@northwind.example');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(await canvas.findByText(TEAM_MESSAGES.alreadyInvited)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEAM_MESSAGES.alreadyInvited);
    await expect(canvas.getByRole('textbox', { name: TEXT.email })).toHaveValue('dana@northwind.example');
  },
};

/** On a phone, after an empty send: the message under the field, the roles wrapping, the button full width. */
export const InvalidOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(canvas.getByText(TEXT.errors.email)).toBeVisible();
    const form = canvas.getByRole('form', { name: TEXT.title });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    const button = canvas.getByRole('button', { name: TEXT.submit });
    await expect(button.getBoundingClientRect().width).toBe(form.getBoundingClientRect().width);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};

/** Every prop as a control: switch `status`, write an `error` or a `sentTo`. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
