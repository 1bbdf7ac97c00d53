import { FULFILMENT_MESSAGES, MESSAGES, PAGES } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  usageMonthFixture,
  usagePeriodsFixture,
  usageVideosFixture,
  usageVideosLongFixture,
} from './usageDeclaration.fixtures';
import {
  USAGE_DECLARATION_TEXT as TEXT,
  UsageDeclaration,
  type UsageDeclarationStatus,
  type UsageMonth,
  type UsageVideo,
} from '@clipmarket/ui';

const [first, second] = usageVideosFixture;

const meta = {
  title: 'Components/UsageDeclaration/Features',
  component: UsageDeclaration,
  tags: ['!autodocs'],
  args: {
    periods: usagePeriodsFixture,
    period: usageMonthFixture,
    videos: usageVideosFixture,
    onPeriodChange: fn(),
    onSave: fn(),
    onDeclare: fn(),
  },
} satisfies Meta<typeof UsageDeclaration>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Under a page whose h1 already names it (the usage page): no title of its own, so the page has one heading per
 * thing, and the month's heading takes the title's level.
 */
export const UnderThePagesHeading: Story = {
  args: { showTitle: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: TEXT.title })).toBeNull();
    await expect(canvas.getByRole('region', { name: TEXT.title })).toBeVisible();
    const month = canvas.getAllByRole('heading')[0]!;
    await expect(month.tagName).toBe('H2');
  },
};

/** Nothing was ever downloaded: no picker; a note on where downloads come from, and the app's link there. */
export const NoDownloadsYet: Story = {
  args: {
    periods: [],
    period: null,
    videos: [],
    emptyAction: <a href={PAGES.accountHistory.href()}>Go to your licences</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.noPeriods)).toBeVisible();
    await expect(canvas.getByText(TEXT.noPeriodsHint)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your licences' })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

export const NoMonthChosen: Story = {
  args: { period: null, videos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.choosePeriod)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: TEXT.month })).toBeDisabled();
  },
};

/** Picking a year keeps the month when that year has it, else its latest month. */
export const PickAMonth: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: TEXT.month }), 'September');
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ year: 2026, month: 9 });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: TEXT.year }), '2025');
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ year: 2025, month: 12 });
  },
};

/** The month's downloads could not be loaded: the reason, and Try again. */
export const LoadFailed: Story = {
  args: { status: 'loadFailed', videos: [], onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.loadFailed);
    await expect(canvas.queryByRole('button', { name: TEXT.declare })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The current month: clips can be marked and saved, but Declare waits for the month's end (UTC). */
export const MonthNotOverYet: Story = {
  args: { isOver: false },
  play: async ({ canvas, args, userEvent }) => {
    const declare = canvas.getByRole('button', { name: TEXT.declare });
    await expect(declare).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(TEXT.notOverYet('October 2026', 'November 2026'))).toBeVisible();
    await userEvent.click(declare);
    await expect(args.onDeclare).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', videos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.loading)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const EmptyMonth: Story = {
  args: { videos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.emptyMonth('October 2026'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: TEXT.save })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXT.declare })).toBeVisible();
  },
};

/** Toggle "used", then save: only the ids marked used are sent. Save does nothing until a clip changes. */
export const MarkUsedAndSave: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const save = canvas.getByRole('button', { name: TEXT.save });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('checkbox', { name: `${TEXT.used} ${second!.video.title}` }));
    await expect(canvas.getByText(TEXT.usedCount(2, usageVideosFixture.length))).toBeVisible();
    await expect(canvas.getByRole('button', { name: TEXT.declare })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(TEXT.saveFirst)).toBeVisible();

    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith([first!.videoId, second!.videoId]);
  },
};

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.saving);
    await expect(canvas.getByRole('button', { name: TEXT.declare })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Saved: Story = {
  args: { status: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.saved);
  },
};

/**
 * A colleague's month, as the owner or a purchaser of their team reads it (ADR 92): the ticks and notes are
 * shown and cannot change, and there is nothing to save or declare.
 */
export const ColleaguesMonth: Story = {
  args: { readOnly: true, note: 'Used in the spring promo.' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(TEXT.readOnlyOpen)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: TEXT.save })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: TEXT.declare })).not.toBeInTheDocument();
    const box = canvas.getByRole('checkbox', { name: `${TEXT.used} ${second!.video.title}` });
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: TEXT.notes })).toHaveAttribute('readonly');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A colleague with no downloads yet: said of them, with no hint or link meant for the reader's own. */
export const ColleagueWithoutDownloads: Story = {
  args: {
    readOnly: true,
    periods: [],
    period: null,
    videos: [],
    emptyAction: <a href="#licences">Licences</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.readOnlyNoPeriods)).toBeVisible();
    await expect(canvas.queryByText(TEXT.noPeriodsHint)).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Licences' })).toBeNull();
  },
};

/** Declare with notes: a confirmation sums up what will be sent; confirmed, the notes are sent trimmed. */
export const DeclareWithNotes: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: TEXT.notes }),
      '  Used in the October newsletter. ',
    );
    await userEvent.click(canvas.getByRole('button', { name: TEXT.declare }));
    const dialog = await canvas.findByRole('dialog', { name: TEXT.confirmTitle('October 2026') });
    await expect(dialog).toHaveTextContent(TEXT.confirmNotes('Used in the October newsletter.'));
    await expect(dialog).toHaveTextContent(TEXT.confirmFinal);
    await expect(args.onDeclare).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.confirmSend('October 2026') }));
    await expect(args.onDeclare).toHaveBeenCalledOnce();
    await expect(args.onDeclare).toHaveBeenCalledWith('Used in the October newsletter.');
  },
};

/** The confirmation open: the month, the clips marked used, the notes, and that it is final. */
export const ConfirmDeclaration: Story = {
  args: { note: 'Used in the October newsletter.' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.declare }));
    const dialog = await canvas.findByRole('dialog', { name: TEXT.confirmTitle('October 2026') });
    const used = args.videos!.filter((row) => row.used);
    await expect(dialog).toHaveTextContent(TEXT.usedCount(used.length, args.videos!.length));
    const list = within(dialog).getByRole('list', { name: TEXT.confirmUsedList });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(used.length);
    await expect(within(dialog).getByRole('button', { name: TEXT.confirmCancel })).toBeVisible();
  },
};

/** "Not yet" closes the confirmation and sends nothing; focus is back on Declare. */
export const ConfirmationNotYet: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    const declare = canvas.getByRole('button', { name: TEXT.declare });
    await userEvent.click(declare);
    const dialog = await canvas.findByRole('dialog', { name: TEXT.confirmTitle('October 2026') });
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.confirmCancel }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onDeclare).not.toHaveBeenCalled();
    await expect(declare).toHaveFocus();
  },
};

export const Declaring: Story = {
  args: { status: 'declaring', note: 'Used in the October newsletter.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.declaring);
    await expect(canvas.getByRole('button', { name: TEXT.declare })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The month is declared: the result, the date, the CSV, and Declare shown as done (inert, with a tick). */
export const Declared: Story = {
  args: {
    status: 'declared',
    declareDate: '2026-11-02T09:12:00.000Z',
    note: 'Used in the October newsletter.',
    csvHref: '/api/user/licensing/download/2026/10/usage.csv',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: TEXT.csv })).toHaveAttribute(
      'href',
      '/api/user/licensing/download/2026/10/usage.csv',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.declared('October 2026'));
    await expect(canvas.getByRole('button', { name: TEXT.declaredButton })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText(TEXT.declaredOn('02 Nov 26'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: TEXT.notes })).toHaveValue(
      'Used in the October newsletter.',
    );
    // Final: the ticks are shown, not offered, and there is nothing to save.
    await expect(canvas.getByRole('checkbox', { name: `${TEXT.used} ${first!.video.title}` })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: TEXT.save })).not.toBeInTheDocument();
  },
};

/** A 409 or 405: the server's text. */
export const FailedWithServerText: Story = {
  args: { status: 'failed', errorMessage: FULFILMENT_MESSAGES.monthDeclared },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(FULFILMENT_MESSAGES.monthDeclared);
  },
};

/** Any other failure: 'Server error.' */
export const FailedOtherwise: Story = {
  args: { status: 'failed', errorMessage: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.serverError);
  },
};

export const LongMonthOnMobile: Story = {
  args: { videos: usageVideosLongFixture },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(usageVideosLongFixture.length);
  },
};

function UsageFlow() {
  const [period, setPeriod] = useState<UsageMonth>(usageMonthFixture);
  const [videos, setVideos] = useState<UsageVideo[]>(usageVideosFixture);
  const [status, setStatus] = useState<UsageDeclarationStatus>('ready');
  return (
    <UsageDeclaration
      periods={usagePeriodsFixture}
      period={period}
      onPeriodChange={(next) => {
        setPeriod(next);
        setVideos([]);
      }}
      videos={videos}
      status={status}
      onSave={(ids) => {
        setVideos((current) => current.map((row) => ({ ...row, used: ids.includes(row.videoId) })));
        setStatus('saved');
      }}
      onDeclare={() => setStatus('declared')}
    />
  );
}

/** The whole path from the keyboard: tick a clip, save, write notes, declare. */
export const KeyboardOnly: Story = {
  render: () => <UsageFlow />,
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('checkbox', { name: `${TEXT.used} ${second!.video.title}` }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: `${TEXT.used} ${second!.video.title}` })).toBeChecked();
    canvas.getByRole('button', { name: TEXT.save }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.saved);
    await expect(canvas.getByRole('checkbox', { name: `${TEXT.used} ${second!.video.title}` })).toBeChecked();

    await userEvent.click(canvas.getByRole('textbox', { name: TEXT.notes }));
    await userEvent.keyboard('Newsletter');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: TEXT.declare })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The confirmation opens with focus inside; Tab reaches its send button.
    const dialog = await canvas.findByRole('dialog', { name: TEXT.confirmTitle('October 2026') });
    const send = within(dialog).getByRole('button', { name: TEXT.confirmSend('October 2026') });
    for (let i = 0; i < 5 && document.activeElement !== send; i += 1) await userEvent.tab();
    await expect(send).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.declared('October 2026'));
    const done = canvas.getByRole('button', { name: TEXT.declaredButton });
    await expect(done).toHaveFocus();
    await expect(done).toHaveAttribute('aria-disabled', 'true');
  },
};
