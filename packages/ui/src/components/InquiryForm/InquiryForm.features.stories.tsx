import { MESSAGES } from '@clipmarket/core';
import { videoFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  INQUIRY_FORM_TEXT as TEXT,
  InquiryForm,
  type InquiryClip,
  type InquiryErrors,
  type InquiryFormStatus,
  type InquiryValues,
} from '@clipmarket/ui';

const L = TEXT.labels;
const E = TEXT.errors;

const filled: Partial<InquiryValues> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  companyName: 'Analytical Engines Ltd',
  country: 'United Kingdom',
  mediaUsageDigital: true,
  intent: 'A spring campaign on social media.',
};

const meta = {
  title: 'Components/InquiryForm/Features',
  component: InquiryForm,
  tags: ['!autodocs'],
  args: {
    clips: [videoFixtures.cleared, videoFixtures.inquire],
    today: '2026-10-15',
    onSubmit: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof InquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { clips: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.noClips)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: TEXT.summaryTitle })).not.toBeInTheDocument();
  },
};

/** Sending an empty form: a summary of every problem takes focus; each field says its own. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const summary = canvas.getByRole('group', { name: TEXT.summaryTitle });
    await expect(summary).toHaveFocus();
    await expect(within(summary).getAllByRole('link')).toHaveLength(7);

    const first = canvas.getByRole('textbox', { name: L.firstName });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription(E.firstName);
    await expect(canvas.getByRole('group', { name: L.mediaUsage })).toHaveAccessibleDescription(
      `${TEXT.hints.mediaUsage} ${E.mediaUsage}`,
    );

    await userEvent.click(within(summary).getByRole('link', { name: E.email }));
    await expect(canvas.getByRole('textbox', { name: L.email })).toHaveFocus();
  },
};

/** Errors follow the values once shown: correcting a field clears its message. */
export const CorrectingAField: Story = {
  args: { defaultValues: { ...filled, email: 'ada@' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    const email = canvas.getByRole('textbox', { name: L.email });
    await expect(email).toHaveAccessibleDescription(E.emailFormat);
    await userEvent.type(email, 'example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('group', { name: TEXT.summaryTitle })).not.toBeInTheDocument();
  },
};

/** A complete inquiry sends the inquiry payload, with the clips' jmIds as `cart`. */
export const Submit: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Show or title name/ }), 'Spring Stories');
    await userEvent.click(canvas.getByRole('checkbox', { name: L.mediaUsageTvFilm }));
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...filled,
      phoneNumber: '',
      showTitleName: 'Spring Stories',
      mediaUsageAdvertisement: false,
      mediaUsageNonProfit: false,
      mediaUsageTvFilm: true,
      exclusiveUntil: null,
      cart: [videoFixtures.cleared.jmId, videoFixtures.inquire.jmId],
    });
  },
};

export const Submitting: Story = {
  args: { defaultValues: filled, status: 'submitting' },
  play: async ({ canvas, args, userEvent }) => {
    const submit = canvas.getByRole('button', { name: TEXT.submit });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.submitting);
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A form that starts as sent (a page shown again after sending): the thanks, with focus left where the page
 * put it. Focus moves to the thanks only after a send (KeyboardOnly).
 */
export const Sent: Story = {
  args: { defaultValues: filled, status: 'sent' },
  play: async ({ canvas, args, userEvent }) => {
    const heading = canvas.getByRole('heading', { name: TEXT.sentTitle });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveFocus();
    await expect(canvas.getByText(TEXT.sentBody('ada@example.com'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: TEXT.sendAnother }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  args: { defaultValues: filled, status: 'failed', errorMessage: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.serverError);
    await expect(canvas.getByRole('textbox', { name: L.firstName })).toHaveValue('Ada');
  },
};

export const ExclusivityInThePast: Story = {
  args: { defaultValues: { ...filled, exclusiveUntil: '2026-01-01' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(canvas.getByLabelText(/^Exclusive until/)).toHaveAccessibleDescription(
      `${TEXT.hints.exclusiveUntil} ${E.exclusiveUntilPast}`,
    );
  },
};

export const LongTextOnMobile: Story = {
  args: {
    clips: [videoFixtures.longTitle, videoFixtures.untitled, videoFixtures.editorialOnly],
    defaultValues: { ...filled, intent: 'We are planning a long campaign. '.repeat(20) },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MESSAGES.noTitle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: TEXT.submit })).toBeVisible();
  },
};

function InquiryFlow() {
  const [status, setStatus] = useState<InquiryFormStatus>('editing');
  // A new form (empty fields) for each inquiry.
  const [round, setRound] = useState(0);
  return (
    <InquiryForm
      key={round}
      clips={[videoFixtures.cleared]}
      today="2026-10-15"
      status={status}
      onSubmit={() => setStatus('sent')}
      onReset={() => {
        setStatus('editing');
        setRound((n) => n + 1);
      }}
    />
  );
}

/** The whole form from the keyboard: fill, tick, send, land on the thanks. */
export const KeyboardOnly: Story = {
  render: () => <InquiryFlow />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: L.firstName })).toHaveFocus();
    await userEvent.keyboard('Ada');
    await userEvent.tab();
    await userEvent.keyboard('Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Analytical Engines');
    await userEvent.tab();
    await userEvent.keyboard('United Kingdom');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: L.mediaUsageAdvertisement })).toHaveFocus();
    await userEvent.keyboard(' ');
    canvas.getByRole('textbox', { name: L.intent }).focus();
    await userEvent.keyboard('A campaign.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: TEXT.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: TEXT.sentTitle })).toHaveFocus();
  },
};

/** The server's messages for the fields it refused, as the page passes them after a 400. */
const serverErrors: InquiryErrors = {
  email: 'Enter a valid e-mail address.',
  country: 'Too big: expected string to have <=100 characters',
};

/**
 * The server refused fields the form cannot check: each is marked with the server's message and listed in the
 * summary; changing a field clears its message.
 */
export const ServerFieldErrors: Story = {
  args: { defaultValues: filled, status: 'failed', fieldErrors: serverErrors },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.serverFieldErrors);
    const summary = canvas.getByRole('group', { name: TEXT.summaryTitle });
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([serverErrors.email, serverErrors.country]);
    const email = canvas.getByRole('textbox', { name: L.email });
    await expect(email).toHaveAccessibleDescription(serverErrors.email);
    await userEvent.type(email, 'x');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: L.country })).toHaveAttribute('aria-invalid', 'true');
  },
};

function RefusedFlow() {
  const [status, setStatus] = useState<InquiryFormStatus>('editing');
  return (
    <InquiryForm
      clips={[videoFixtures.cleared]}
      today="2026-10-15"
      defaultValues={filled}
      status={status}
      fieldErrors={status === 'failed' ? serverErrors : null}
      onSubmit={() => setStatus('failed')}
    />
  );
}

/** A send the server refuses: focus moves to the summary of its messages. */
export const ServerRefusesASend: Story = {
  render: () => <RefusedFlow />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.submit }));
    await expect(canvas.getByRole('group', { name: TEXT.summaryTitle })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: L.country })).toHaveAccessibleDescription(
      serverErrors.country!,
    );
  },
};

/** Sent: the thanks quote the reference the server gave the inquiry. */
export const SentWithReference: Story = {
  args: { defaultValues: filled, status: 'sent', reference: 'INQ-4F2A91' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: TEXT.sentTitle })).toBeVisible();
    await expect(canvas.getByText(TEXT.sentReference('INQ-4F2A91'))).toBeVisible();
  },
};

function RemovableClipsFlow() {
  const [clips, setClips] = useState<InquiryClip[]>([
    videoFixtures.cleared,
    videoFixtures.inquire,
    videoFixtures.editorialOnly,
  ]);
  return (
    <InquiryForm
      clips={clips}
      today="2026-10-15"
      onRemoveClip={(jmId) => setClips((current) => current.filter((clip) => clip.jmId !== jmId))}
    />
  );
}

/** Clips the buyer can take out of the inquiry; focus moves to the next clip's Remove, then to the heading. */
export const RemovableClips: Story = {
  // No visual reference: the same picture as Empty.
  tags: ['!visual'],
  render: () => <RemovableClipsFlow />,
  play: async ({ canvas, userEvent }) => {
    const { cleared, inquire, editorialOnly } = videoFixtures;
    await userEvent.click(canvas.getByRole('button', { name: TEXT.removeClipName(`JV#${inquire.jmId}`) }));
    await expect(canvas.queryByText(`JV#${inquire.jmId}`)).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: TEXT.removeClipName(`JV#${editorialOnly.jmId}`) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('button', { name: TEXT.removeClipName(`JV#${cleared.jmId}`) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(TEXT.noClips)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: TEXT.clips })).toHaveFocus();
  },
};

function ProfileLaterFlow() {
  const [profile, setProfile] = useState<Partial<InquiryValues> | undefined>(undefined);
  return (
    <>
      {/* Stands in for the profile request answering after the first render. */}
      <button
        type="button"
        onClick={() =>
          setProfile({
            firstName: 'Ada',
            lastName: 'Okafor',
            email: 'ada@example.com',
            companyName: 'Morning Loop TV',
          })
        }
      >
        The profile answers
      </button>
      <InquiryForm clips={[]} today="2026-10-15" defaultValues={profile} />
    </>
  );
}

/** A signed-in buyer's profile that arrives late fills the empty fields and leaves what was typed. */
export const ProfileArrivesLater: Story = {
  render: () => <ProfileLaterFlow />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: L.firstName }), 'Adaeze');
    await userEvent.click(canvas.getByRole('button', { name: 'The profile answers' }));
    await expect(canvas.getByRole('textbox', { name: L.firstName })).toHaveValue('Adaeze');
    await expect(canvas.getByRole('textbox', { name: L.lastName })).toHaveValue('Okafor');
    await expect(canvas.getByRole('textbox', { name: L.email })).toHaveValue('ada@example.com');
  },
};
