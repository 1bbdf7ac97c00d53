import { displayTitle, formatJvId, formatSearchDate, MESSAGES } from '@clipmarket/core';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as shared from '../../primitives/styles';
import {
  INQUIRY_MEDIA_USAGE_FIELDS,
  type InquiryClip,
  type InquiryErrorKey,
  type InquiryErrors,
  type InquiryField,
  type InquiryPayload,
  type InquiryValues,
} from './inquiry.types';
import { INQUIRY_FORM_TEXT as TEXT, INQUIRY_INTENT_MAX } from './inquiryFormText';
import * as styles from './InquiryForm.styles';
import { validateInquiry } from './inquiryValidation';
import { Button } from '../Button';
import { DateField } from '../DateField';
import { InlineAlert } from '../InlineAlert';
import { TextArea } from '../TextArea';

/** Where the inquiry stands: being filled in, being sent, sent, or the send failed. */
export type InquiryFormStatus = 'editing' | 'submitting' | 'sent' | 'failed';

export interface InquiryFormProps {
  /**
   * The clips the inquiry is about (the cart or a playlist); their jmIds are the payload's `cart`.
   * @default []
   */
  clips?: readonly InquiryClip[];
  /**
   * Values to start from, e.g. the signed-in user's name, email and company. Text values that arrive after the
   * first render (a profile still loading) fill the fields that are still empty, never what was typed.
   */
  defaultValues?: Partial<InquiryValues>;
  /**
   * The inquiry's state; see `InquiryFormStatus`.
   * @default 'editing'
   */
  status?: InquiryFormStatus;
  /**
   * Why the send failed, shown with `failed`.
   * @default MESSAGES.serverError, or `INQUIRY_FORM_TEXT.serverFieldErrors` when `fieldErrors` names a field
   */
  errorMessage?: string | null;
  /**
   * The server's message for each field it refused (its 400 `messages`, by field), shown with `failed` beside
   * the field and in the error summary, which takes focus. Each goes as soon as its field is changed.
   * @default none
   */
  fieldErrors?: InquiryErrors | null;
  /** The reference the server gave the inquiry (e.g. 'INQ-4F2A91'), quoted in the thanks with `sent`. */
  reference?: string | null;
  /** Called with a clip's jmId by its Remove button. Without it, the clips are listed without one. */
  onRemoveClip?: (jmId: string) => void;
  /** Called with the payload when the form is sent and valid (only in `editing` and `failed`). */
  onSubmit?: (payload: InquiryPayload) => void;
  /** Called by "Send another inquiry" after `sent`. Without it, no such button. */
  onReset?: () => void;
  /**
   * Today, 'yyyy-MM-dd': an exclusivity date must come after it.
   * @default today's date (UTC)
   */
  today?: string;
  /**
   * Level of the form's heading.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Whether the form shows its own title and introduction. Off where the page's h1 already names it (the
   * inquiry page), so a page has one heading per thing.
   * @default true
   */
  showTitle?: boolean;
}

const EMPTY: InquiryValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  companyName: '',
  country: '',
  showTitleName: '',
  mediaUsageAdvertisement: false,
  mediaUsageDigital: false,
  mediaUsageNonProfit: false,
  mediaUsageTvFilm: false,
  exclusiveUntil: '',
  intent: '',
};

const NO_CLIPS: readonly InquiryClip[] = [];

/** The order errors are listed in the summary: the order of the fields on screen. */
const ERROR_ORDER: readonly InquiryErrorKey[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'companyName',
  'country',
  'showTitleName',
  'mediaUsage',
  'exclusiveUntil',
  'intent',
];

/** The day after a 'yyyy-MM-dd' day: exclusivity runs to a day in the future, so today is not a choice. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return Number.isNaN(next.getTime()) ? day : formatSearchDate(next);
}

type TextField = Exclude<InquiryField, (typeof INQUIRY_MEDIA_USAGE_FIELDS)[number]>;

interface TextFieldSpec {
  name: TextField;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required: boolean;
}

const PERSON_FIELDS: readonly TextFieldSpec[] = [
  { name: 'firstName', autoComplete: 'given-name', required: true },
  { name: 'lastName', autoComplete: 'family-name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phoneNumber', type: 'tel', autoComplete: 'tel', required: false },
  { name: 'companyName', autoComplete: 'organization', required: true },
  { name: 'country', autoComplete: 'country-name', required: true },
  { name: 'showTitleName', required: false },
];

/** The text fields of `defaults` that `values` has empty, filled in; everything else as it is. */
function fillEmpty(values: InquiryValues, defaults: Partial<InquiryValues> | undefined): InquiryValues {
  if (!defaults) return values;
  const next = { ...values };
  for (const key of Object.keys(defaults) as InquiryField[]) {
    const value = defaults[key];
    if (typeof value === 'string' && value !== '' && next[key] === '') Object.assign(next, { [key]: value });
  }
  return next;
}

/** The error a field's change clears: a media usage box clears the group's. */
const errorKeyOf = (name: InquiryField): InquiryErrorKey =>
  (INQUIRY_MEDIA_USAGE_FIELDS as readonly string[]).includes(name) ? 'mediaUsage' : (name as InquiryErrorKey);

/**
 * Focuses an element and brings it to the middle of the view: a plain focus() scrolls as little as it can, which
 * leaves an element above the view under the app's sticky header.
 */
function focusInView(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center' });
}

function toPayload(values: InquiryValues, clips: readonly InquiryClip[]): InquiryPayload {
  const trimmed = (value: string) => value.trim();
  return {
    ...values,
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    email: trimmed(values.email),
    phoneNumber: trimmed(values.phoneNumber),
    companyName: trimmed(values.companyName),
    country: trimmed(values.country),
    showTitleName: trimmed(values.showTitleName),
    intent: trimmed(values.intent),
    exclusiveUntil: values.exclusiveUntil.trim() || null,
    cart: clips.map((clip) => clip.jmId),
  };
}

/** The custom licensing inquiry: every field of the payload, checked with a message per field. */
export function InquiryForm({
  clips = NO_CLIPS,
  defaultValues,
  status = 'editing',
  errorMessage = null,
  fieldErrors = null,
  reference = null,
  onRemoveClip,
  onSubmit,
  onReset,
  today,
  headingLevel = 2,
  showTitle = true,
}: InquiryFormProps) {
  const base = useId();
  const fieldId = (name: string) => `${base}-${name}`;
  const errorId = (key: InquiryErrorKey) => `${base}-${key}-error`;
  const hintId = (key: string) => `${base}-${key}-hint`;
  const headingId = `${base}-heading`;
  const summaryHeadingId = `${base}-summary`;

  const [values, setValues] = useState<InquiryValues>(() => ({ ...EMPTY, ...defaultValues }));
  // Compared by content, so a page that builds the object at each render does not refill a field cleared on purpose.
  const defaultsKey = JSON.stringify(defaultValues ?? {});
  const [appliedDefaults, setAppliedDefaults] = useState(defaultsKey);
  if (appliedDefaults !== defaultsKey) {
    setAppliedDefaults(defaultsKey);
    setValues((current) => fillEmpty(current, defaultValues));
  }
  // The fields changed since the values were last sent: the server's messages about them no longer apply.
  // Cleared as a send starts or a refusal arrives, in the render that shows it (an effect would leave one frame
  // with the alert but without the fields' messages).
  const [changedSinceRefusal, setChangedSinceRefusal] = useState<ReadonlySet<InquiryErrorKey>>(new Set());
  const [statusSeen, setStatusSeen] = useState(status);
  if (statusSeen !== status) {
    setStatusSeen(status);
    if (status === 'submitting' || status === 'failed') setChangedSinceRefusal(new Set());
  }
  // Errors show after the first attempt to send, then follow the values as they are corrected.
  const [attempted, setAttempted] = useState(false);
  const [focusSummary, setFocusSummary] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  // Without its own title the sections' headings take its level, under the page's heading.
  const SubHeading = `h${showTitle ? headingLevel + 1 : headingLevel}` as 'h3';

  const day = today ?? formatSearchDate(new Date());
  const serverErrors: InquiryErrors = {};
  if (status === 'failed' && fieldErrors) {
    for (const [key, message] of Object.entries(fieldErrors) as [InquiryErrorKey, string | undefined][]) {
      if (message && !changedSinceRefusal.has(key)) serverErrors[key] = message;
    }
  }
  // The form's own message for a field comes first: it says what to do now.
  // Part of a date in "Exclusive until" reads as empty, which the field allows: it is refused, not dropped.
  const [untilPartial, setUntilPartial] = useState(false);
  const validate = (): InquiryErrors => {
    const found = validateInquiry(values, day);
    if (untilPartial && !found.exclusiveUntil) found.exclusiveUntil = TEXT.errors.exclusiveUntilFormat;
    return found;
  };
  const errors: InquiryErrors = { ...serverErrors, ...(attempted ? validate() : {}) };
  const errorKeys = ERROR_ORDER.filter((key) => errors[key]);
  const submitting = status === 'submitting';

  useEffect(() => {
    if (focusSummary > 0) focusInView(summaryRef.current);
  }, [focusSummary]);

  // After a send, focus goes to the thanks so the reader hears the result; a form that starts as sent (e.g. a
  // page reloaded after sending) leaves focus where the page put it, as every first render does.
  const lastStatus = useRef(status);
  useEffect(() => {
    if (lastStatus.current === status) return;
    lastStatus.current = status;
    if (status === 'sent') focusInView(sentHeadingRef.current);
    // A refusal naming fields: a summary of its messages takes focus.
    if (status === 'failed' && fieldErrors && Object.values(fieldErrors).some(Boolean)) {
      setFocusSummary((n) => n + 1);
    }
  }, [status, fieldErrors]);

  // Where focus goes when a clip's Remove button goes with its clip: the next clip's, or the list's heading.
  const clipsRef = useRef<HTMLDivElement>(null);
  const [removedAt, setRemovedAt] = useState<number | null>(null);
  useEffect(() => {
    if (removedAt === null) return;
    setRemovedAt(null);
    const buttons = clipsRef.current?.querySelectorAll<HTMLButtonElement>('li button') ?? [];
    const next = buttons[Math.min(removedAt, buttons.length - 1)];
    (next ?? clipsRef.current?.querySelector<HTMLElement>('[data-clips-heading]'))?.focus();
  }, [clips, removedAt]);

  function set<K extends InquiryField>(name: K, value: InquiryValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    const key = errorKeyOf(name);
    setChangedSinceRefusal((current) => (current.has(key) ? current : new Set(current).add(key)));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const found = validate();
    if (Object.keys(found).length > 0) {
      // A new number each time, so a second failed attempt moves focus to the summary again.
      setFocusSummary((n) => n + 1);
      return;
    }
    onSubmit?.(toPayload(values, clips));
  }

  /** The first control of an error's field: the link in the summary moves focus there. */
  function errorTarget(key: InquiryErrorKey): string {
    return key === 'mediaUsage' ? fieldId(INQUIRY_MEDIA_USAGE_FIELDS[0]) : fieldId(key);
  }

  function describedBy(...ids: (string | false | undefined)[]): string | undefined {
    const list = ids.filter(Boolean).join(' ');
    return list || undefined;
  }

  if (status === 'sent') {
    return (
      <section css={styles.root} aria-labelledby={headingId} data-state={status}>
        <div css={styles.sent}>
          <Heading
            id={headingId}
            ref={sentHeadingRef}
            tabIndex={-1}
            css={[styles.heading, shared.focusTarget]}
          >
            {TEXT.sentTitle}
          </Heading>
          <p>{TEXT.sentBody(values.email.trim())}</p>
          {reference ? <p>{TEXT.sentReference(reference)}</p> : null}
          {onReset ? <Button onClick={onReset}>{TEXT.sendAnother}</Button> : null}
        </div>
      </section>
    );
  }

  function label(name: InquiryErrorKey | TextField, required: boolean): ReactNode {
    return (
      <>
        {TEXT.labels[name]}
        {required ? null : (
          <>
            {' '}
            <span css={styles.optional}>{TEXT.optional}</span>
          </>
        )}
      </>
    );
  }

  function textField({ name, type = 'text', autoComplete, required }: TextFieldSpec) {
    const error = errors[name];
    return (
      <div css={styles.field} key={name} data-invalid={Boolean(error)}>
        <label htmlFor={fieldId(name)}>{label(name, required)}</label>
        {error ? (
          <p id={errorId(name)} css={styles.error}>
            {error}
          </p>
        ) : null}
        <input
          id={fieldId(name)}
          name={name}
          type={type}
          css={styles.input}
          autoComplete={autoComplete}
          value={values[name]}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId(name))}
          onChange={(event) => set(name, event.target.value)}
        />
      </div>
    );
  }

  const usageError = errors.mediaUsage;
  const untilError = errors.exclusiveUntil;
  const intentError = errors.intent;

  return (
    <section
      css={styles.root}
      aria-labelledby={showTitle ? headingId : undefined}
      aria-label={showTitle ? undefined : TEXT.title}
      aria-busy={submitting || undefined}
      data-state={status}
    >
      {showTitle ? (
        <header css={styles.header}>
          <Heading id={headingId} css={styles.heading}>
            {TEXT.title}
          </Heading>
          <p css={styles.intro}>{TEXT.intro}</p>
        </header>
      ) : null}

      {status === 'failed' ? (
        <InlineAlert tone="error">
          {errorMessage?.trim() ||
            (fieldErrors && Object.values(fieldErrors).some(Boolean)
              ? TEXT.serverFieldErrors
              : MESSAGES.serverError)}
        </InlineAlert>
      ) : null}

      {errorKeys.length > 0 ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="group"
          aria-labelledby={summaryHeadingId}
          css={[styles.summary, shared.focusTarget]}
        >
          <SubHeading id={summaryHeadingId} css={styles.summaryTitle}>
            {TEXT.summaryTitle}
          </SubHeading>
          <ul>
            {errorKeys.map((key) => (
              <li key={key}>
                <a
                  href={`#${errorTarget(key)}`}
                  css={styles.summaryLink}
                  onClick={(event) => {
                    // The fragment would scroll the page (and change the URL); focusing the field is the point.
                    event.preventDefault();
                    document.getElementById(errorTarget(key))?.focus();
                  }}
                >
                  {errors[key]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <form
        noValidate
        css={styles.form}
        aria-labelledby={showTitle ? headingId : undefined}
        aria-label={showTitle ? undefined : TEXT.title}
        onSubmit={handleSubmit}
      >
        <div css={styles.clips} ref={clipsRef}>
          <SubHeading css={[styles.clipsTitle, shared.focusTarget]} tabIndex={-1} data-clips-heading="">
            {TEXT.clips}
          </SubHeading>
          {clips.length === 0 ? (
            <p css={styles.intro}>{TEXT.noClips}</p>
          ) : (
            <ul css={styles.removableClips} data-removable={Boolean(onRemoveClip)}>
              {clips.map((clip, index) => (
                <li key={clip.jmId}>
                  <span>
                    <span css={styles.jvId}>{formatJvId(clip.jmId)}</span> {displayTitle(clip)}
                  </span>
                  {onRemoveClip ? (
                    <Button
                      size="sm"
                      aria-label={TEXT.removeClipName(formatJvId(clip.jmId))}
                      onClick={() => {
                        setRemovedAt(index);
                        onRemoveClip(clip.jmId);
                      }}
                    >
                      {TEXT.removeClip}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>

        <div css={styles.grid}>{PERSON_FIELDS.map(textField)}</div>

        <fieldset
          css={styles.fieldset}
          data-invalid={Boolean(usageError)}
          aria-describedby={describedBy(hintId('mediaUsage'), usageError && errorId('mediaUsage'))}
        >
          <legend>{TEXT.labels.mediaUsage}</legend>
          <p id={hintId('mediaUsage')} css={styles.hint}>
            {TEXT.hints.mediaUsage}
          </p>
          {usageError ? (
            <p id={errorId('mediaUsage')} css={styles.error}>
              {usageError}
            </p>
          ) : null}
          <div css={styles.checkboxes}>
            {INQUIRY_MEDIA_USAGE_FIELDS.map((name) => (
              <label key={name} css={styles.checkbox}>
                <input
                  id={fieldId(name)}
                  name={name}
                  type="checkbox"
                  checked={values[name]}
                  aria-invalid={usageError ? true : undefined}
                  onChange={(event) => set(name, event.target.checked)}
                />
                {TEXT.labels[name]}
              </label>
            ))}
          </div>
        </fieldset>

        <DateField
          css={[styles.field, styles.date]}
          id={fieldId('exclusiveUntil')}
          name="exclusiveUntil"
          label={label('exclusiveUntil', false)}
          hint={TEXT.hints.exclusiveUntil}
          error={untilError}
          messagePlacement="above"
          // As every field of the form, it is checked when the form is sent.
          describeProblems={false}
          min={dayAfter(day)}
          value={values.exclusiveUntil}
          onValueChange={(next) => {
            setUntilPartial(false);
            set('exclusiveUntil', next ?? '');
          }}
          onBlur={(event) => setUntilPartial(event.currentTarget.validity.badInput)}
        />

        <div css={styles.field} data-invalid={Boolean(intentError)}>
          <TextArea
            css={styles.intent}
            id={fieldId('intent')}
            name="intent"
            label={label('intent', true)}
            hint={TEXT.hints.intent}
            error={intentError}
            messagePlacement="above"
            rows={5}
            value={values.intent}
            aria-required
            onChange={(event) => set('intent', event.target.value)}
          />
          <p css={styles.hint} aria-hidden="true">
            {values.intent.trim().length} / {INQUIRY_INTENT_MAX}
          </p>
        </div>

        <div css={styles.actions}>
          <Button
            loading={submitting}
            type="submit"
            variant="primary"
            aria-disabled={submitting || undefined}
          >
            {TEXT.submit}
          </Button>
          {/* Always mounted, so sending is announced. */}
          <p role="status" css={styles.hint}>
            {submitting ? TEXT.submitting : null}
          </p>
        </div>
      </form>
    </section>
  );
}
