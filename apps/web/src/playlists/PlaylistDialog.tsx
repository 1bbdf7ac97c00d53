import { buttonStyles } from '@clipmarket/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DIALOG_COPY } from './copy';
import * as styles from './PlaylistDialog.styles';

export interface ModalProps {
  open: boolean;
  onCancel: () => void;
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
}

/**
 * A native `<dialog>` opened with `showModal()` (the page behind is inert, Tab stays inside, the browser
 * returns focus to what opened it); Escape and the backdrop cancel.
 */
export function Modal({ open, onCancel, labelledBy, describedBy, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // A click on the dialog element itself is a click on the backdrop; keyboard users have Escape.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      css={styles.dialog}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel?: string;
  /** The call runs: the confirm button waits. */
  busy?: boolean;
  /** What went wrong with the last attempt. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone (delete a playlist or a folder, remove a clip). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  busyLabel = DIALOG_COPY.deleting,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal open={open} onCancel={onCancel} labelledBy={titleId} describedBy={bodyId}>
      <div css={styles.form} data-state={busy ? 'submitting' : error ? 'failed' : 'idle'}>
        <h2 id={titleId} css={styles.title}>
          {title}
        </h2>
        <p id={bodyId} css={styles.body}>
          {body}
        </p>
        {error ? (
          <p role="alert" css={styles.error}>
            {error}
          </p>
        ) : null}
        <div css={styles.actions}>
          <button type="button" css={buttonStyles.secondaryButton} onClick={onCancel}>
            {DIALOG_COPY.cancel}
          </button>
          <button
            type="button"
            css={buttonStyles.dangerButton}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one decision; Escape cancels
            autoFocus
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}

export interface TextDialogProps {
  open: boolean;
  title: string;
  label: string;
  initialValue?: string;
  /** A description: a text area, no length rule beyond `maxLength`. */
  multiline?: boolean;
  maxLength?: number;
  submitLabel?: string;
  /** Checks the value before it is sent; returns the message to show, or null. */
  validate?: (value: string) => string | null;
  busy?: boolean;
  error?: string | null;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** One text field in a dialog: create, rename or describe a playlist or a folder. */
export function TextDialog({ open, onCancel, ...props }: TextDialogProps) {
  const titleId = useId();
  return (
    <Modal open={open} onCancel={onCancel} labelledBy={titleId}>
      <TextDialogForm {...props} titleId={titleId} onCancel={onCancel} />
    </Modal>
  );
}

function TextDialogForm({
  titleId,
  title,
  label,
  initialValue = '',
  multiline = false,
  maxLength,
  submitLabel = DIALOG_COPY.save,
  validate,
  busy = false,
  error,
  onSubmit,
  onCancel,
}: Omit<TextDialogProps, 'open'> & { titleId: string }) {
  const [value, setValue] = useState(initialValue);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [editedSinceError, setEditedSinceError] = useState(false);
  const [seenError, setSeenError] = useState(error);
  const inputId = useId();
  const errorId = useId();
  if (error !== seenError) {
    setSeenError(error);
    setEditedSinceError(false);
  }
  const shown = invalid ?? (error && !editedSinceError ? error : null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = validate?.(value) ?? null;
    setInvalid(problem);
    if (problem === null) onSubmit(value);
  }

  const fieldProps = {
    id: inputId,
    value,
    maxLength,
    'aria-invalid': shown ? true : undefined,
    'aria-describedby': shown ? errorId : undefined,
    readOnly: busy,

    autoFocus: true,
    onChange: (event: { currentTarget: { value: string } }) => {
      setValue(event.currentTarget.value);
      setEditedSinceError(true);
      if (invalid) setInvalid(validate?.(event.currentTarget.value) ?? null);
    },
  };

  return (
    <form css={styles.form} noValidate onSubmit={handleSubmit} data-state={busy ? 'submitting' : 'idle'}>
      <h2 id={titleId} css={styles.title}>
        {title}
      </h2>
      <div css={styles.field}>
        <label htmlFor={inputId} css={styles.label}>
          {label}
        </label>
        {multiline ? (
          <textarea css={[styles.input, styles.textarea]} {...fieldProps} />
        ) : (
          <input css={styles.input} autoComplete="off" {...fieldProps} />
        )}
        {shown ? (
          <p id={errorId} role="alert" css={styles.error}>
            {shown}
          </p>
        ) : null}
      </div>
      <div css={styles.actions}>
        <button type="button" css={buttonStyles.secondaryButton} onClick={onCancel}>
          {DIALOG_COPY.cancel}
        </button>
        <button
          type="submit"
          css={buttonStyles.primaryButton}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
        >
          {busy ? DIALOG_COPY.saving : submitLabel}
        </button>
      </div>
    </form>
  );
}
