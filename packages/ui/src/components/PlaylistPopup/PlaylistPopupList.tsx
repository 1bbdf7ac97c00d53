import { filterPopupPlaylists, LIMITS, normalisePlaylistName } from '@clipmarket/core';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PlaylistPopup.styles';
import type { PlaylistPopupItem, PlaylistPopupListItem } from './PlaylistPopup.types';
import { PLAYLIST_POPUP_TEXT } from './playlistPopupText';

type Mode = 'toggle' | 'add';

/** Shows the whole name as a tooltip when the row cuts it (measured as the pointer arrives). */
function titleWhenCut(event: PointerEvent<HTMLElement>) {
  const name = event.currentTarget;
  if (name.scrollWidth > name.clientWidth) name.title = name.textContent ?? '';
  else name.removeAttribute('title');
}

interface PlaylistPopupListProps<T extends PlaylistPopupListItem> {
  /** `toggle`: checkboxes for one clip; `add`: a button per list that adds the selected clips. */
  mode: Mode;
  items: readonly T[];
  onActivate?: (item: T) => void;
  /** Continue in the step of a `confirming` row (the row's machine asks; the list only shows the step). */
  onConfirm?: (item: T) => void;
  /** Cancel or Escape in the step of a `confirming` row. */
  onCancelConfirm?: (item: T) => void;
  /** The line a row shows while `changed` or `failed`. */
  resultText: (item: T) => string | null;
  defaultFilter?: string;
}

/** The filter, the confirmation step and the scrolling list of the playlist popups. */
export function PlaylistPopupList<T extends PlaylistPopupListItem>({
  mode,
  items,
  onActivate,
  onConfirm,
  onCancelConfirm,
  resultText,
  defaultFilter = '',
}: PlaylistPopupListProps<T>) {
  const [filter, setFilter] = useState(defaultFilter);
  const returnTo = useRef<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const confirmTitleId = useId();
  const confirmTextId = useId();

  const shown = filterPopupPlaylists(items, filter);
  const query = normalisePlaylistName(filter);
  const filtering = Array.from(query).length >= LIMITS.popupFilterMinChars;
  // The question about a playlist's download is the row machine's: a row it holds in `confirming` takes the
  // step, and the step closes when the row leaves that state.
  const step = items.find((item) => item.status === 'confirming') ?? null;
  const stepUuid = step?.uuid ?? null;

  // Focus follows the step: into the confirmation when it opens, back to the row it came from after.
  useLayoutEffect(() => {
    if (stepUuid) {
      returnTo.current = stepUuid;
      confirmRef.current?.focus();
    } else if (returnTo.current) {
      const row = listRef.current?.querySelector<HTMLElement>(
        `[data-uuid="${CSS.escape(returnTo.current)}"] [data-control]`,
      );
      row?.focus();
      returnTo.current = null;
    }
  }, [stepUuid]);

  function activate(item: T) {
    if ((item.status ?? 'idle') === 'toggling') return;
    onActivate?.(item);
  }

  function settle(confirmed: boolean) {
    if (step) (confirmed ? onConfirm : onCancelConfirm)?.(step);
  }

  function handleConfirmKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    // Escape steps back from the confirmation to the list rather than closing the whole popup.
    event.preventDefault();
    event.stopPropagation();
    settle(false);
  }

  if (step) {
    return (
      // Escape bubbles up from the step's buttons; the group only listens for it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
      <div
        role="group"
        aria-labelledby={confirmTitleId}
        aria-describedby={confirmTextId}
        css={styles.confirm}
        data-download={step.download}
        onKeyDown={handleConfirmKeyDown}
      >
        <h3 id={confirmTitleId} css={styles.confirmTitle} title={step.name}>
          {PLAYLIST_POPUP_TEXT.confirmTitle(step.name)}
        </h3>
        <p id={confirmTextId} css={styles.confirmText}>
          {step.download === 'inProgress'
            ? PLAYLIST_POPUP_TEXT.confirmInProgress
            : PLAYLIST_POPUP_TEXT.confirmCompleted}
        </p>
        <div css={styles.confirmActions}>
          <Button onClick={() => settle(false)}>{PLAYLIST_POPUP_TEXT.cancel}</Button>
          <Button ref={confirmRef} variant="primary" onClick={() => settle(true)}>
            {PLAYLIST_POPUP_TEXT.confirm}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div css={styles.lists}>
      <div css={styles.filter}>
        <TextField
          label={PLAYLIST_POPUP_TEXT.filterLabel}
          hint={
            !filtering && items.length > shown.length
              ? `${PLAYLIST_POPUP_TEXT.showingOf(shown.length, items.length)}. ${PLAYLIST_POPUP_TEXT.filterHint}.`
              : PLAYLIST_POPUP_TEXT.filterHint
          }
          size="sm"
          type="search"
          value={filter}
          autoComplete="off"
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
        {/* Always mounted, so "no match" is announced as the filter empties the list. */}
        <p css={styles.noMatch} role="status">
          {shown.length === 0 ? PLAYLIST_POPUP_TEXT.noMatch(query) : null}
        </p>
      </div>
      {shown.length === 0 ? null : (
        <ul ref={listRef} css={styles.list} aria-label={PLAYLIST_POPUP_TEXT.listLabel}>
          {shown.map((item) => (
            <PlaylistPopupRow
              key={item.uuid}
              mode={mode}
              item={item}
              result={resultText(item)}
              onActivate={() => activate(item)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface PlaylistPopupRowProps {
  mode: Mode;
  item: PlaylistPopupListItem;
  result: string | null;
  onActivate: () => void;
}

function PlaylistPopupRow({ mode, item, result, onActivate }: PlaylistPopupRowProps) {
  const status = item.status ?? 'idle';
  const busy = status === 'toggling';
  const resultId = useId();
  // The whole name is the text: CSS cuts it to the row with an ellipsis (a name of 255 characters would wrap to
  // many lines), assistive tech reads all of it, and a pointer on a cut name gets it as a tooltip.
  const name = (
    <span css={styles.rowName} onPointerEnter={titleWhenCut}>
      {item.name}
    </span>
  );
  const describedBy = result ? resultId : undefined;

  return (
    <li css={styles.row} data-state={status} data-uuid={item.uuid} aria-busy={busy || undefined}>
      {mode === 'toggle' ? (
        <label css={styles.rowControl}>
          {/* aria-disabled, not disabled: a disabled control drops focus mid-toggle, out of the trap. */}
          <input
            type="checkbox"
            css={styles.checkbox}
            data-control=""
            checked={(item as PlaylistPopupItem).containsVideo}
            aria-disabled={busy || undefined}
            aria-describedby={describedBy}
            onChange={onActivate}
          />
          {name}
          {busy ? <Spinner tone="accent" /> : null}
        </label>
      ) : (
        // A list row, drawn as the checkbox rows of the other mode, not as a system button.
        <button
          type="button"
          css={styles.rowControl}
          data-control=""
          aria-disabled={busy || undefined}
          aria-describedby={describedBy}
          onClick={onActivate}
        >
          {name}
          {busy ? <Spinner tone="accent" /> : null}
        </button>
      )}
      {/* Always mounted, so a result that appears is announced. */}
      <span id={resultId} role="status" css={styles.rowResult}>
        {busy ? <VisuallyHidden>{PLAYLIST_POPUP_TEXT.saving}</VisuallyHidden> : result}
      </span>
    </li>
  );
}
