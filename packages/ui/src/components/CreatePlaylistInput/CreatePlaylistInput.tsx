import { formatMessage, LIMITS, mapCreatePlaylistError, validatePlaylistName } from '@clipmarket/core';
import { useId, useState, type FormEvent } from 'react';
import * as styles from './CreatePlaylistInput.styles';
import { CREATE_PLAYLIST_TEXT } from './createPlaylistInputText';
import { Button } from '../Button';

/**
 * What the input shows: at rest, a name that breaks the rule (checked here), the create
 * call running, the call failed, the playlist created.
 */
export type CreatePlaylistInputStatus = 'idle' | 'invalid' | 'submitting' | 'failed' | 'created';

/** The states the parent drives; `invalid` is the input's own. */
export type CreatePlaylistRequestStatus = Exclude<CreatePlaylistInputStatus, 'invalid'>;

export interface CreatePlaylistInputProps {
  /**
   * The create call's state, from the parent. `created` clears the input; `failed` shows `serverMessage`
   * mapped to the product's message until the name is edited.
   * @default 'idle'
   */
  status?: CreatePlaylistRequestStatus;
  /**
   * The server's message when `status` is `failed`, e.g. 'Max size of lists…' or 'List name must be unique'.
   * Mapped with `mapCreatePlaylistError`; anything unknown gives the generic message.
   */
  serverMessage?: string | null;
  /** Called with the normalised name (trimmed, whitespace collapsed) once it passes the rule. */
  onCreate?: (name: string) => void;
  /**
   * The name the input starts with.
   * @default ''
   */
  defaultValue?: string;
  /**
   * The visible label of the input.
   * @default CREATE_PLAYLIST_TEXT.label ('New playlist name')
   */
  label?: string;
  /** Class of the root element, for placement. */
  className?: string;
}

/** A name input and a Create button for a new playlist, with the name rule and the server's create errors. */
export function CreatePlaylistInput({
  status = 'idle',
  serverMessage,
  onCreate,
  defaultValue = '',
  label = CREATE_PLAYLIST_TEXT.label,
  className,
}: CreatePlaylistInputProps) {
  const [value, setValue] = useState(defaultValue);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [seenStatus, setSeenStatus] = useState(status);
  const [editedSinceStatus, setEditedSinceStatus] = useState(false);
  const inputId = useId();
  const errorId = useId();

  // A created playlist empties the input for the next one (state adjusted while rendering, not in an
  // effect, so the cleared input and the message arrive in one paint).
  if (status !== seenStatus) {
    setSeenStatus(status);
    setEditedSinceStatus(false);
    if (status === 'created') setValue('');
  }

  const busy = status === 'submitting';
  // A result belongs to the name that was sent; editing the name puts it away.
  const failed = status === 'failed' && !editedSinceStatus;
  const shown: CreatePlaylistInputStatus = invalid
    ? 'invalid'
    : busy
      ? 'submitting'
      : failed
        ? 'failed'
        : status === 'created' && !editedSinceStatus
          ? 'created'
          : 'idle';
  const error =
    shown === 'invalid'
      ? invalid
      : shown === 'failed'
        ? formatMessage.error(mapCreatePlaylistError(serverMessage))
        : null;

  function handleChange(next: string) {
    setValue(next);
    setEditedSinceStatus(true);
    // Once the rule has spoken, it follows the typing, so the message goes as soon as the name is fine.
    if (invalid) {
      const check = validatePlaylistName(next);
      setInvalid(check.ok ? null : check.display);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = validatePlaylistName(value);
    if (!check.ok) {
      setInvalid(check.display);
      return;
    }
    setInvalid(null);
    setSubmitted(check.name);
    onCreate?.(check.name);
  }

  return (
    <form
      css={styles.form}
      className={className}
      data-state={shown}
      aria-label={CREATE_PLAYLIST_TEXT.form}
      noValidate
      onSubmit={handleSubmit}
    >
      <label htmlFor={inputId} css={styles.label}>
        {label}
      </label>
      <div css={styles.field}>
        <input
          id={inputId}
          css={styles.input}
          value={value}
          maxLength={LIMITS.playlistNameMax}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          readOnly={busy}
          onChange={(event) => handleChange(event.currentTarget.value)}
        />
        {/* `loading` keeps focus on the button while the call runs (aria-disabled, not disabled). */}
        <Button type="submit" variant="primary" css={styles.submit} loading={busy}>
          {CREATE_PLAYLIST_TEXT.submit}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" css={styles.error}>
          {error}
        </p>
      ) : null}
      {/* Always mounted, so progress and success are announced. */}
      <p role="status" css={styles.status}>
        {shown === 'submitting'
          ? CREATE_PLAYLIST_TEXT.submitting
          : shown === 'created'
            ? CREATE_PLAYLIST_TEXT.created(submitted)
            : null}
      </p>
    </form>
  );
}
