import { MESSAGES, formatMessage, LIMITS, PLAYLIST_SERVER_MESSAGES } from '@clipmarket/core';
import { playlistFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { CREATE_PLAYLIST_TEXT, CreatePlaylistInput, type CreatePlaylistRequestStatus } from '@clipmarket/ui';

const meta = {
  title: 'Components/CreatePlaylistInput/Features',
  component: CreatePlaylistInput,
  tags: ['!autodocs'],
  args: { onCreate: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreatePlaylistInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = CREATE_PLAYLIST_TEXT.label;
const SUBMIT = CREATE_PLAYLIST_TEXT.submit;

export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: LABEL });
    await expect(input).toHaveAttribute('maxlength', String(LIMITS.playlistNameMax));
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'idle');
  },
};

/** Under 3 characters once trimmed: the rule's message, as 'Error: {message}'; nothing is sent. */
export const InvalidTooShort: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (create-playlist-too-short).
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: LABEL });
    await userEvent.type(input, '  ab   ');
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      formatMessage.error(MESSAGES.playlistNameTooShort),
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(formatMessage.error(MESSAGES.playlistNameTooShort));
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Over 255 characters (a name put in from outside: the input itself stops at 255). */
export const InvalidTooLong: Story = {
  args: { defaultValue: 'Road trip '.repeat(30) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      formatMessage.error(MESSAGES.playlistNameTooLong),
    );
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The message goes as soon as the name meets the rule. */
export const InvalidThenFixed: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: LABEL });
    await userEvent.type(input, 'ab');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.type(input, 'c');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The create call runs: spinner on the button, the input read-only, progress announced. */
export const Submitting: Story = {
  args: { status: 'submitting', defaultValue: 'Summer clips' },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: SUBMIT });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: LABEL })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('status')).toHaveTextContent(CREATE_PLAYLIST_TEXT.submitting);
    // A keyboard user can still press the aria-disabled button; nothing is sent twice.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'submitting');
  },
};

/** 'Max size of lists…' from the server. */
export const FailedTooManyLists: Story = {
  args: { status: 'failed', serverMessage: PLAYLIST_SERVER_MESSAGES.tooManyLists, defaultValue: 'One more' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(formatMessage.error(MESSAGES.maxListsReached));
  },
};

/** 'List name must be unique' from the server. */
export const FailedNameNotUnique: Story = {
  args: { status: 'failed', serverMessage: PLAYLIST_SERVER_MESSAGES.listNameNotUnique, defaultValue: 'Pets' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      formatMessage.error(MESSAGES.listNameNotUnique),
    );
  },
};

/** '…name cannot be empty' from the server. */
export const FailedNameEmpty: Story = {
  args: { status: 'failed', serverMessage: PLAYLIST_SERVER_MESSAGES.listNameEmpty, defaultValue: 'Pets' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(formatMessage.error(MESSAGES.listNameEmpty));
  },
};

/** Anything else: the generic message. Editing the name puts the error away. */
export const FailedOther: Story = {
  args: { status: 'failed', serverMessage: 'Internal Server Error', defaultValue: 'Pets' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      formatMessage.error(MESSAGES.createPlaylistFailed),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: LABEL }), ' 2');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Created: Story = {
  args: { status: 'created' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(CREATE_PLAYLIST_TEXT.created());
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'created');
  },
};

/** The longest message of the catalogue wraps under the input; nothing scrolls sideways. */
export const LongError: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    status: 'failed',
    serverMessage: PLAYLIST_SERVER_MESSAGES.tooManyLists,
    defaultValue: 'A playlist name long enough to fill the whole input on a phone and then some more',
  },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};

/** The app's create call, faked: names already taken fail as the server would, others are created. */
function CreateFlowDemo({ onCreate }: { onCreate?: (name: string) => void }) {
  const [status, setStatus] = useState<CreatePlaylistRequestStatus>('idle');
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [names, setNames] = useState(() => playlistFixtures.map((list) => list.name));
  return (
    <>
      <CreatePlaylistInput
        status={status}
        serverMessage={serverMessage}
        onCreate={(name) => {
          onCreate?.(name);
          setStatus('submitting');
          setTimeout(() => {
            if (names.some((taken) => taken.toLowerCase() === name.toLowerCase())) {
              setServerMessage(PLAYLIST_SERVER_MESSAGES.listNameNotUnique);
              setStatus('failed');
            } else {
              setNames((all) => [...all, name]);
              setStatus('created');
            }
          }, 200);
        }}
      />
      <ul aria-label="Playlists">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </>
  );
}

/** The whole flow with the keyboard: a taken name fails, a new one is created and the input empties. */
export const CreateFlow: Story = {
  render: (args) => <CreateFlowDemo onCreate={args.onCreate} />,
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: LABEL });
    await userEvent.click(input);
    await userEvent.keyboard('pets{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(formatMessage.error(MESSAGES.listNameNotUnique)),
    );
    await userEvent.clear(input);
    await userEvent.keyboard('Summer clips{Enter}');
    await expect(args.onCreate).toHaveBeenLastCalledWith('Summer clips');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(CREATE_PLAYLIST_TEXT.created('Summer clips')),
    );
    await expect(input).toHaveValue('');
    await expect(canvas.getByText('Summer clips', { selector: 'li' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValue: 'Road trips' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: SUBMIT })).toBeVisible();
  },
};
