import { Button, Dialog, InlineAlert, TextArea, TextField } from '@clipmarket/ui';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { DIALOG_COPY } from './copy';
import * as styles from '../../components/DialogForm.styles';

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
  const bodyId = useId();
  // The dialog's one decision has focus on open; Escape cancels.
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      aria-describedby={bodyId}
      initialFocusRef={confirmRef}
    >
      {({ isOpen }) =>
        isOpen ? (
          <>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body css={styles.content} data-state={busy ? 'submitting' : error ? 'failed' : 'idle'}>
              <p id={bodyId} css={styles.body}>
                {body}
              </p>
              {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.Close>{DIALOG_COPY.cancel}</Dialog.Close>
              <Button ref={confirmRef} variant="danger" loading={busy} onClick={onConfirm}>
                {busy ? busyLabel : confirmLabel}
              </Button>
            </Dialog.Footer>
          </>
        ) : null
      }
    </Dialog>
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
  // The field has focus on open: typing is why the dialog was opened.
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      initialFocusRef={fieldRef}
    >
      {/* Rendered only while open, so each opening starts from the initial value. */}
      {({ isOpen }) => (isOpen ? <TextDialogForm {...props} fieldRef={fieldRef} /> : null)}
    </Dialog>
  );
}

function TextDialogForm({
  fieldRef,
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
}: Omit<TextDialogProps, 'open' | 'onCancel'> & {
  fieldRef: RefObject<(HTMLInputElement & HTMLTextAreaElement) | null>;
}) {
  const [value, setValue] = useState(initialValue);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [editedSinceError, setEditedSinceError] = useState(false);
  const [seenError, setSeenError] = useState(error);
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
    label,
    // An alert, so the message is read out when it appears; the field also reads it as its description.
    error: shown ? <span role="alert">{shown}</span> : null,
  };
  const controlProps = {
    ref: fieldRef,
    value,
    maxLength,
    readOnly: busy,
    onChange: (event: { currentTarget: { value: string } }) => {
      setValue(event.currentTarget.value);
      setEditedSinceError(true);
      if (invalid) setInvalid(validate?.(event.currentTarget.value) ?? null);
    },
  };

  return (
    <form css={styles.form} noValidate onSubmit={handleSubmit} data-state={busy ? 'submitting' : 'idle'}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {multiline ? (
          <TextArea {...fieldProps} {...controlProps} rows={4} />
        ) : (
          <TextField {...fieldProps} {...controlProps} autoComplete="off" />
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.Close>{DIALOG_COPY.cancel}</Dialog.Close>
        <Button type="submit" variant="primary" loading={busy}>
          {busy ? DIALOG_COPY.saving : submitLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
