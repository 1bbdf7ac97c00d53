import {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type AlertFrequency,
} from '@clipmarket/core';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../Button';
import { InlineAlertRegion } from '../InlineAlert';
import { Dialog } from '../Dialog';
import { Radio, RadioGroup } from '../RadioGroup';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SaveSearchDialog.styles';
import { SAVE_SEARCH_DIALOG_TEXT as TEXT } from './saveSearchDialogText';

/** The save call's state: at rest (filling in, or after a failure), or running. Written as `data-state`. */
export type SaveSearchDialogStatus = 'idle' | 'saving';

/** What Save search sends: the body of `POST /api/user/saved-searches` without the query. */
export interface SaveSearchValue {
  /** The name, trimmed; never blank. */
  name: string;
  alert: AlertFrequency;
}

export interface SaveSearchDialogProps {
  /** Whether the dialog is open. The dialog asks to close through `onClose`; the app closes it. */
  open: boolean;
  /** The name the field starts with each time the dialog opens, e.g. the search's words. */
  defaultName: string;
  /** What the search looks for, in short parts (core's `savedSearchSummary`), shown joined by " · ". */
  summary: readonly string[];
  /**
   * The alert chosen each time the dialog opens.
   * @default 'off'
   */
  defaultAlert?: AlertFrequency;
  /**
   * The save call's state; see `SaveSearchDialogStatus`. While `saving` the form is disabled, the button busy.
   * @default 'idle'
   */
  status?: SaveSearchDialogStatus;
  /**
   * What the server said when the save failed, e.g. `SAVED_SEARCH_MESSAGES.nameTaken` or `.full`: shown above the
   * form and announced. Changing the name or the alert puts it away until the next save.
   * @default null
   */
  error?: string | null;
  /** Called with the name (trimmed) and the alert when Save search is pressed with a name; ignored while saving. */
  onSave: (value: SaveSearchValue) => void;
  /** Called when the dialog asks to close: Cancel, Escape, a press on the backdrop. */
  onClose: () => void;
}

/**
 * The modal that saves a search with a name and an alert: it shows what the search looks for, asks for a name
 * (required) and how often to email new clips, and sends them with Save search. What is typed is kept while it is
 * open; each opening starts again from `defaultName` and `defaultAlert`.
 */
export function SaveSearchDialog({
  open,
  defaultName,
  summary,
  defaultAlert = 'off',
  status = 'idle',
  error = null,
  onSave,
  onClose,
}: SaveSearchDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const summaryId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      // A form dialog starts on its first field.
      initialFocusRef={nameRef}
      aria-describedby={summaryId}
      css={styles.dialog}
      data-state={status}
    >
      {/* The form is mounted only while open, so each opening starts from the defaults and what was typed
          before Cancel is gone; while open it keeps its own state whatever the props do. */}
      {({ isOpen }) =>
        isOpen ? (
          <SaveSearchForm
            nameRef={nameRef}
            summaryId={summaryId}
            defaultName={defaultName}
            summary={summary}
            defaultAlert={defaultAlert}
            status={status}
            error={error}
            onSave={onSave}
          />
        ) : null
      }
    </Dialog>
  );
}

interface SaveSearchFormProps extends Required<
  Pick<SaveSearchDialogProps, 'defaultName' | 'summary' | 'defaultAlert' | 'status' | 'error' | 'onSave'>
> {
  nameRef: RefObject<HTMLInputElement | null>;
  summaryId: string;
}

function SaveSearchForm({
  nameRef,
  summaryId,
  defaultName,
  summary,
  defaultAlert,
  status,
  error,
  onSave,
}: SaveSearchFormProps) {
  const [name, setName] = useState(defaultName);
  const [alert, setAlert] = useState<AlertFrequency>(defaultAlert);
  const [nameError, setNameError] = useState<string | null>(null);
  // A server error belongs to what was sent: a change to the form puts it away, the next send brings it back.
  const [errorPutAway, setErrorPutAway] = useState(false);
  const [seenError, setSeenError] = useState(error);
  if (seenError !== error) {
    setSeenError(error);
    setErrorPutAway(false);
  }
  const submitRef = useRef<HTMLButtonElement>(null);
  const alertId = useId();

  const saving = status === 'saving';
  const serverError = !saving && !errorPutAway && error?.trim() ? error : null;
  const nameTaken = serverError === SAVED_SEARCH_MESSAGES.nameTaken;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button is aria-disabled rather than disabled while saving, so focus stays on it; a second send is
    // refused here instead.
    if (saving) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(SAVED_SEARCH_MESSAGES.nameEmpty);
      nameRef.current?.focus();
      return;
    }
    setNameError(null);
    setErrorPutAway(false);
    // The radios are disabled while saving and a disabled radio drops focus to the page: Enter on a radio sends
    // the form, so focus moves to the busy button first.
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && active.type === 'radio') submitRef.current?.focus();
    onSave({ name: trimmed, alert });
  }

  return (
    <form noValidate aria-busy={saving || undefined} onSubmit={handleSubmit}>
      <Dialog.Header>
        <Dialog.Title>{TEXT.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body css={styles.body}>
        <div>
          <div id={summaryId} css={styles.summary}>
            <p css={styles.summaryLabel}>{TEXT.summaryLabel}</p>
            <p css={styles.summaryText}>{TEXT.summary(summary)}</p>
          </div>
          {/* Mounted before anything goes wrong, so the server's message is announced when it appears. */}
          <InlineAlertRegion id={alertId} css={styles.alert}>
            {serverError}
          </InlineAlertRegion>
        </div>
        <TextField
          ref={nameRef}
          css={styles.name}
          label={TEXT.name}
          name="name"
          autoComplete="off"
          required
          maxLength={SAVED_SEARCH_LIMITS.nameMax}
          value={name}
          // Read-only rather than disabled while saving: Enter in the field sends the form, and a disabled
          // field would drop focus to the page.
          readOnly={saving}
          error={nameError}
          invalid={nameTaken}
          aria-describedby={nameTaken ? alertId : undefined}
          onChange={(event) => {
            const next = event.target.value;
            setName(next);
            setErrorPutAway(true);
            // Once the rule has spoken it follows the typing, so the message goes as soon as there is a name.
            if (nameError && next.trim()) setNameError(null);
          }}
        />
        <RadioGroup<AlertFrequency>
          label={TEXT.alert}
          hint={TEXT.alertHint}
          name="alert"
          value={alert}
          disabled={saving}
          onChange={(next) => {
            setAlert(next);
            setErrorPutAway(true);
          }}
        >
          {ALERT_FREQUENCIES.map((frequency) => (
            <Radio key={frequency} value={frequency}>
              {TEXT.alertOptions[frequency]}
            </Radio>
          ))}
        </RadioGroup>
        <VisuallyHidden as="p" role="status">
          {saving ? TEXT.saving : null}
        </VisuallyHidden>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.Close>{TEXT.cancel}</Dialog.Close>
        <Button ref={submitRef} type="submit" variant="primary" loading={saving}>
          {TEXT.save}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
