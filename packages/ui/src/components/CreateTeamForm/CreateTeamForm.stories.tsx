import { TEAM_MESSAGES } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  CREATE_TEAM_FORM_TEXT as TEXT,
  CreateTeamForm,
  type CreateTeamFormProps,
  type CreateTeamFormStatus,
} from '@clipmarket/ui';

/** What the flow's server answers: nothing yet (the call runs on), or a refusal with this message. */
export type CreateTeamOutcome = 'pending' | { refuse: string };

/**
 * The form as the team page holds it: a send shows the call running (a render with `submitting`), then the
 * server's answer. Only the stories' own props drive it; `status` and `error` are its state.
 */
export function CreateTeamFlow({ outcome, ...props }: CreateTeamFormProps & { outcome: CreateTeamOutcome }) {
  const [status, setStatus] = useState<CreateTeamFormStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  return (
    <CreateTeamForm
      {...props}
      status={status}
      error={error}
      onSubmit={(name) => {
        props.onSubmit(name);
        setStatus('submitting');
        setError(null);
        if (outcome === 'pending') return;
        // The server's answer comes after the render that shows the call running.
        void Promise.resolve().then(() => {
          setError(outcome.refuse);
          setStatus('idle');
        });
      }}
    />
  );
}

const meta = {
  title: 'Components/CreateTeamForm',
  component: CreateTeamForm,
  excludeStories: ['CreateTeamFlow'],
  args: { status: 'idle', error: null, onSubmit: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'submitting'] },
  },
} satisfies Meta<typeof CreateTeamForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A buyer not in a team: what a team gives, the name, and Create team. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: TEXT.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: TEXT.title })).toBeVisible();
    await expect(canvas.getByText(TEXT.lead)).toBeVisible();
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    await expect(name).toBeRequired();
    await expect(name).toHaveAttribute('autocomplete', 'organization');
    await expect(canvas.getByRole('button', { name: TEXT.submit })).toHaveAttribute('type', 'submit');
  },
};

/** The call running: the field read-only, the button busy, and "Creating the team…" for screen readers. */
export const Submitting: Story = {
  render: (args) => <CreateTeamFlow {...args} outcome="pending" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.name }), 'Northwind Films');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(canvas.getByRole('button', { name: TEXT.submit })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: TEXT.name })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.submitting);
  },
};

/** A refusal: the server's message in an alert over the field; what was typed stays. */
export const Refused: Story = {
  render: (args) => <CreateTeamFlow {...args} outcome={{ refuse: TEAM_MESSAGES.inTeam }} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.name }), 'Northwind Films');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(await canvas.findByText(TEAM_MESSAGES.inTeam)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEAM_MESSAGES.inTeam);
    await expect(canvas.getByRole('textbox', { name: TEXT.name })).toHaveValue('Northwind Films');
  },
};

/** On a phone, after an empty send: the message under the field, and the button as wide as the form. */
export const InvalidOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(canvas.getByText(TEXT.errors.name)).toBeVisible();
    const form = canvas.getByRole('form', { name: TEXT.title });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    const button = canvas.getByRole('button', { name: TEXT.submit });
    await expect(button.getBoundingClientRect().width).toBe(form.getBoundingClientRect().width);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};

/** Every prop as a control: switch `status`, write an `error`. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
