import { formatDisplayDate, formatJvId, MESSAGES } from '@clipmarket/core';
import { useId, useState, type ReactNode } from 'react';
import * as shared from '../../primitives/styles';
import * as styles from './UsageDeclaration.styles';
import type { UsageMonth, UsagePeriod, UsageVideo } from './usageDeclaration.types';
import { USAGE_DECLARATION_TEXT as TEXT } from './usageDeclarationText';
import { Spinner } from '../Spinner';
import { Button } from '../Button';
import { CheckIcon } from '../Icon';
import { Dialog } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { InlineAlert } from '../InlineAlert';
import { TextArea } from '../TextArea';

/**
 * What the declaration is doing: the month's downloads loading (or failing to), ready to edit, a save or a
 * declare call running (a submission in progress), or the last call's result.
 */
export type UsageDeclarationStatus =
  'loading' | 'loadFailed' | 'ready' | 'saving' | 'declaring' | 'saved' | 'declared' | 'failed';

export interface UsageDeclarationProps {
  /** The years and months with downloads, newest first (`GET /api/user/licensing/download/months`). */
  periods: readonly UsagePeriod[];
  /**
   * The chosen month; null until one is chosen.
   * @default null
   */
  period?: UsageMonth | null;
  /** Called with the month the user picks; the app loads its downloads and passes them back. */
  onPeriodChange?: (period: UsageMonth) => void;
  /**
   * The declaration's state; see `UsageDeclarationStatus`.
   * @default 'ready'
   */
  status?: UsageDeclarationStatus;
  /**
   * The chosen month's downloads, each with whether it was declared used.
   * @default []
   */
  videos?: readonly UsageVideo[];
  /**
   * The month's saved notes, the starting value of the notes field.
   * @default ''
   */
  note?: string;
  /**
   * When the month was declared (ISO date), if it was.
   * @default null
   */
  declareDate?: string | null;
  /**
   * Whether the chosen month is over (the next month has begun, in UTC): only then can it be declared.
   * @default true
   */
  isOver?: boolean;
  /**
   * The address of the month's CSV (`GET …/{year}/{month}/usage.csv`); linked once the month is declared.
   * @default null
   */
  csvHref?: string | null;
  /** Shown with the note that nothing was downloaded yet: where licensed clips are downloaded (a link). */
  emptyAction?: ReactNode;
  /**
   * The message of a failed call: the server's text for 405 and 409. With `loadFailed`, why
   * the month could not be loaded.
   * @default MESSAGES.serverError, or "could not be loaded" with `loadFailed`
   */
  errorMessage?: string | null;
  /** Called by Try again when the month could not be loaded (`status` `loadFailed`). */
  onRetry?: () => void;
  /** Called with the ids of the videos marked used when Save is pressed, only if a video changed. */
  onSave?: (videoIds: string[]) => void;
  /** Called with the notes when Declare usage is pressed. */
  onDeclare?: (notes: string) => void;
  /**
   * Level of the title's heading; the month's list uses the next level.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5;
  /**
   * Whether the declaration shows its own title and introduction. Off where the page's h1 already names it
   * (the usage page), so a page has one heading per thing.
   * @default true
   */
  showTitle?: boolean;
  /**
   * Someone else's months, read only (a team's owner or purchaser reading a member's, ADR 92): the ticks and
   * notes are shown, not offered, with no Save or Declare; a declared month still links its CSV.
   * @default false
   */
  readOnly?: boolean;
}

const NO_VIDEOS: readonly UsageVideo[] = [];

function usedMap(videos: readonly UsageVideo[]): Record<string, boolean> {
  return Object.fromEntries(videos.map((row) => [row.videoId, row.used]));
}

/** Monthly usage of downloaded clips: pick a month, mark clips used, save, then declare with notes. */
export function UsageDeclaration({
  periods,
  period = null,
  onPeriodChange,
  status = 'ready',
  videos = NO_VIDEOS,
  note = '',
  declareDate = null,
  isOver = true,
  csvHref = null,
  emptyAction,
  errorMessage = null,
  onRetry,
  onSave,
  onDeclare,
  headingLevel = 2,
  showTitle = true,
  readOnly = false,
}: UsageDeclarationProps) {
  const ids = {
    heading: useId(),
    list: useId(),
    notes: useId(),
    saveHint: useId(),
    declareHint: useId(),
    declaredOn: useId(),
  };
  const Heading = `h${headingLevel}` as const;
  // Without its own title the month's heading takes its level, under the page's heading.
  const ListHeading = `h${showTitle ? headingLevel + 1 : headingLevel}` as 'h3';

  // tempUsed and the notes field start from the server's values and start again when they change. Notes being
  // typed are kept when only the clips reload (the month read again after a save): they start again only for
  // another month or a note the server changed.
  const periodKey = period ? `${period.year}-${period.month}` : '';
  const [source, setSource] = useState({ videos, note, periodKey });
  const [tempUsed, setTempUsed] = useState(() => usedMap(videos));
  const [notes, setNotes] = useState(note);
  // A month is declared once: Declare first shows what will be sent, and sends it only when confirmed.
  const [confirming, setConfirming] = useState(false);
  if (source.videos !== videos || source.note !== note || source.periodKey !== periodKey) {
    setSource({ videos, note, periodKey });
    setTempUsed(usedMap(videos));
    if (source.note !== note || source.periodKey !== periodKey) setNotes(note);
  }

  const submitting = status === 'saving' || status === 'declaring';
  // A month is declared once (a second declaration answers 409): after that, Declare shows it as done.
  const declared = status === 'declared' || Boolean(declareDate);
  // What cannot change here: a declared month, or someone else's.
  const locked = declared || readOnly;
  const changed = videos.some((row) => (tempUsed[row.videoId] ?? row.used) !== row.used);
  const usedIds = videos.filter((row) => tempUsed[row.videoId] ?? row.used).map((row) => row.videoId);
  const periodLabel = period ? TEXT.period(period.year, period.month) : '';
  const yearPeriods = period ? periods.find((p) => p.year === period.year) : undefined;
  const nextLabel = period
    ? TEXT.period(period.month === 12 ? period.year + 1 : period.year, (period.month % 12) + 1)
    : '';
  const showMonth = Boolean(period) && status !== 'loading' && status !== 'loadFailed';
  // Why Save and Declare ignore presses: nothing changed; unsaved changes; a month that is not over yet.
  const saveHint = !declared && !changed && videos.length > 0 ? TEXT.nothingToSave : null;
  const declareHint = declared
    ? null
    : changed
      ? TEXT.saveFirst
      : isOver
        ? null
        : TEXT.notOverYet(periodLabel, nextLabel);
  const empty = showMonth && videos.length === 0;

  function pickYear(year: number) {
    const months = periods.find((p) => p.year === year)?.months ?? [];
    // Keep the month when the new year has it; otherwise its latest month.
    const month = period && months.includes(period.month) ? period.month : Math.max(...months);
    if (Number.isFinite(month)) onPeriodChange?.({ year, month });
  }

  const message =
    status === 'saving'
      ? TEXT.saving
      : status === 'declaring'
        ? TEXT.declaring
        : status === 'saved'
          ? TEXT.saved
          : status === 'declared'
            ? TEXT.declared(periodLabel)
            : status === 'failed'
              ? errorMessage?.trim() || MESSAGES.serverError
              : null;
  // Saving and declaring are said in plain words; what they ended in, in the tone of the outcome.
  const resultTone =
    status === 'saved' || status === 'declared' ? 'success' : status === 'failed' ? 'error' : null;

  return (
    <section
      css={styles.root}
      aria-labelledby={showTitle ? ids.heading : undefined}
      aria-label={showTitle ? undefined : TEXT.title}
      aria-busy={status === 'loading' || submitting || undefined}
      data-state={status}
      data-empty={empty}
    >
      {showTitle ? (
        <header css={styles.header}>
          <Heading id={ids.heading} css={styles.heading}>
            {TEXT.title}
          </Heading>
          <p css={styles.muted}>{TEXT.intro}</p>
        </header>
      ) : null}

      {periods.length === 0 ? (
        <EmptyState
          title={readOnly ? TEXT.readOnlyNoPeriods : TEXT.noPeriods}
          description={readOnly ? null : TEXT.noPeriodsHint}
          action={readOnly ? null : emptyAction}
        />
      ) : (
        <div css={styles.picker}>
          <label css={styles.field}>
            <span>{TEXT.year}</span>
            <select
              css={styles.select}
              value={period?.year ?? ''}
              onChange={(event) => pickYear(Number(event.target.value))}
            >
              {period ? null : <option value="">—</option>}
              {periods.map((p) => (
                <option key={p.year} value={p.year}>
                  {p.year}
                </option>
              ))}
            </select>
          </label>
          <label css={styles.field}>
            <span>{TEXT.month}</span>
            <select
              css={styles.select}
              value={period?.month ?? ''}
              disabled={!yearPeriods}
              onChange={(event) =>
                period && onPeriodChange?.({ year: period.year, month: Number(event.target.value) })
              }
            >
              {period ? null : <option value="">—</option>}
              {(yearPeriods?.months ?? []).map((month) => (
                <option key={month} value={month}>
                  {TEXT.monthName(month)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}

      {periods.length > 0 && !period ? <p css={styles.muted}>{TEXT.choosePeriod}</p> : null}

      {status === 'loading' ? (
        <p role="status" css={styles.loading}>
          <Spinner />
          {TEXT.loading}
        </p>
      ) : null}

      {status === 'loadFailed' ? (
        <InlineAlert tone="error" onRetry={onRetry} retryLabel={TEXT.retry}>
          {errorMessage?.trim() || TEXT.loadFailed}
        </InlineAlert>
      ) : null}

      {showMonth ? (
        <div css={styles.month}>
          <div css={styles.monthHeader}>
            <ListHeading id={ids.list} css={styles.listHeading}>
              {TEXT.downloadsIn(periodLabel)}
            </ListHeading>
            {videos.length > 0 ? (
              <p css={styles.muted}>{TEXT.usedCount(usedIds.length, videos.length)}</p>
            ) : null}
            {declareDate ? (
              <p id={ids.declaredOn} css={styles.declared}>
                {TEXT.declaredOn(formatDisplayDate(declareDate))}
              </p>
            ) : null}
            {declareDate && csvHref ? (
              <a href={csvHref} download css={shared.textLink}>
                {TEXT.csv}
              </a>
            ) : null}
          </div>

          {empty ? (
            <EmptyState size="compact" title={TEXT.emptyMonth(periodLabel)} />
          ) : (
            <ul css={styles.list} aria-labelledby={ids.list}>
              {videos.map((row) => (
                <UsageDeclarationRow
                  key={row.videoId}
                  row={row}
                  used={tempUsed[row.videoId] ?? row.used}
                  readOnly={locked}
                  onToggle={(used) => setTempUsed((current) => ({ ...current, [row.videoId]: used }))}
                />
              ))}
            </ul>
          )}

          <TextArea
            css={styles.notes}
            id={ids.notes}
            label={TEXT.notes}
            hint={TEXT.notesHint}
            size="sm"
            rows={3}
            value={notes}
            readOnly={locked}
            onChange={(event) => setNotes(event.target.value)}
          />

          {readOnly ? (
            <p css={styles.muted}>{declareDate ? TEXT.readOnlyDeclared : TEXT.readOnlyOpen}</p>
          ) : (
            <div css={styles.actions}>
              {/* A declared month is final (a save answers 409): its ticks and notes are shown, not offered. */}
              {videos.length > 0 && !declared ? (
                <Button
                  loading={status === 'saving'}
                  aria-disabled={!changed || submitting || undefined}
                  aria-describedby={saveHint ? ids.saveHint : undefined}
                  onClick={() => {
                    // Spec section 5: the save is skipped when no video changed.
                    if (changed && !submitting) onSave?.(usedIds);
                  }}
                >
                  {TEXT.save}
                </Button>
              ) : null}
              <Button
                variant="primary"
                data-declared={declared || undefined}
                aria-disabled={declared || changed || submitting || !isOver || undefined}
                aria-busy={status === 'declaring' || undefined}
                aria-describedby={
                  declared
                    ? declareDate
                      ? ids.declaredOn
                      : undefined
                    : declareHint
                      ? ids.declareHint
                      : undefined
                }
                onClick={() => {
                  if (!declared && !changed && !submitting && isOver) setConfirming(true);
                }}
              >
                {status === 'declaring' ? <Spinner /> : declared ? <CheckIcon /> : null}
                {declared ? TEXT.declaredButton : TEXT.declare}
              </Button>
              <p id={ids.saveHint} css={styles.hint}>
                {saveHint}
              </p>
              <p id={ids.declareHint} css={styles.hint}>
                {declareHint}
              </p>
            </div>
          )}
        </div>
      ) : null}

      <DeclareConfirmation
        open={confirming && !declared && !submitting}
        period={periodLabel}
        used={videos.filter((row) => tempUsed[row.videoId] ?? row.used)}
        total={videos.length}
        notes={notes.trim()}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDeclare?.(notes.trim());
        }}
      />

      {/* Always mounted, so the result of a save or a declaration is announced. */}
      <div role="status" css={styles.result} data-result={status}>
        {message && resultTone ? (
          <InlineAlert tone={resultTone} role="none">
            {message}
          </InlineAlert>
        ) : (
          message
        )}
      </div>
    </section>
  );
}

interface UsageDeclarationRowProps {
  row: UsageVideo;
  used: boolean;
  /** The month is declared: the tick is shown, not offered. */
  readOnly: boolean;
  onToggle: (used: boolean) => void;
}

/** One download with its "Used" checkbox, named by the clip ("Used Golden Retriever…"). */
function UsageDeclarationRow({ row, used, readOnly, onToggle }: UsageDeclarationRowProps) {
  const labelId = useId();
  const titleId = useId();
  const { video } = row;
  return (
    <li css={styles.row} data-used={used}>
      <div css={styles.rowText}>
        <span id={titleId} css={styles.rowTitle}>
          {video.title?.trim() || MESSAGES.noTitle}
        </span>
        <span css={styles.jvId}>{formatJvId(video.jmId)}</span>
        <dl css={styles.dates}>
          {video.originalPublishingDate ? (
            <div>
              <dt>{TEXT.published}</dt>
              <dd>{formatDisplayDate(video.originalPublishingDate)}</dd>
            </div>
          ) : null}
          {video.signedDate ? (
            <div>
              <dt>{TEXT.acquired}</dt>
              <dd>{formatDisplayDate(video.signedDate)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{TEXT.downloaded}</dt>
            <dd>{formatDisplayDate(row.downloadedAt)}</dd>
          </div>
        </dl>
      </div>
      <label css={styles.toggle}>
        <input
          type="checkbox"
          checked={used}
          disabled={readOnly}
          aria-labelledby={`${labelId} ${titleId}`}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <span id={labelId}>{TEXT.used}</span>
      </label>
    </li>
  );
}

interface DeclareConfirmationProps {
  open: boolean;
  /** 'March 2026'. */
  period: string;
  /** The clips marked used, as they will be declared. */
  used: readonly UsageVideo[];
  total: number;
  /** The notes as they will be sent (trimmed). */
  notes: string;
  onClose: () => void;
  onConfirm: () => void;
}

/** What a declaration will send, before it is sent: it is final (a second one answers 409). */
function DeclareConfirmation({
  open,
  period,
  used,
  total,
  notes,
  onClose,
  onConfirm,
}: DeclareConfirmationProps) {
  const summaryId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      aria-describedby={summaryId}
      css={styles.confirm}
    >
      {({ isOpen }) =>
        isOpen ? (
          <>
            <Dialog.Header>
              <Dialog.Title>{TEXT.confirmTitle(period)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <div id={summaryId} css={styles.summary}>
                <p>{total > 0 ? TEXT.usedCount(used.length, total) : TEXT.emptyMonth(period)}</p>
                {used.length > 0 ? (
                  <ul aria-label={TEXT.confirmUsedList}>
                    {used.map((row) => (
                      <li key={row.videoId}>
                        {formatJvId(row.video.jmId)} {row.video.title?.trim() || MESSAGES.noTitle}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p>{notes ? TEXT.confirmNotes(notes) : TEXT.confirmNoNotes}</p>
                <p css={styles.final}>{TEXT.confirmFinal}</p>
              </div>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.Close>{TEXT.confirmCancel}</Dialog.Close>
              <Button variant="primary" onClick={onConfirm}>
                {TEXT.confirmSend(period)}
              </Button>
            </Dialog.Footer>
          </>
        ) : null
      }
    </Dialog>
  );
}
