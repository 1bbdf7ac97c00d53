import { EMAIL_MAX_LENGTH, isValidEmail } from '@clipmarket/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { InlineAlert, InlineAlertRegion } from '../InlineAlert';
import { TextField, type TextFieldProps } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './GuestIdentityForm.styles';
import { GUEST_IDENTITY_FORM_TEXT as TEXT, GUEST_NAME_MAX } from './guestIdentityFormText';

/** The call the form starts: at rest, running, or (a sign-in link) sent. Written as `data-state`. */
export type GuestIdentityFormStatus = 'idle' | 'submitting' | 'sent';

/** Who the guest says they are, trimmed. */
export interface GuestIdentity {
  name: string;
  email: string;
}

export interface GuestIdentityFormProps {
  /**
   * Whether the playlist is shared with named e-mail addresses only: the form then asks for the address to send
   * a sign-in link to, rather than for who is about to review.
   */
  restricted: boolean;
  /**
   * The call's state; see `GuestIdentityFormStatus`. While `submitting` the fields are read-only and the button
   * busy; once `sent` the form is replaced by a message saying where the link went.
   * @default 'idle'
   */
  status?: GuestIdentityFormStatus;
  /**
   * With `status` `sent`: the address the link went to.
   * @default the e-mail address typed
   */
  sentTo?: string;
  /**
   * Why the server refused: shown in an alert over the fields. What was typed stays.
   * @default null
   */
  error?: string | null;
  /** Called with the name and the e-mail address, trimmed, when both are valid; ignored while submitting. */
  onSubmit: (value: GuestIdentity) => void;
  /** Class of the root element. */
  className?: string;
}

type Field = keyof GuestIdentity;

/** The fields, in the order they stand (and are checked, so focus goes to the first one wrong). */
const FIELDS = ['name', 'email'] as const satisfies readonly Field[];

/** What each field is, beyond what both share. */
const FIELD_PROPS = {
  name: { label: TEXT.name, autoComplete: 'name', maxLength: GUEST_NAME_MAX },
  email: {
    label: TEXT.email,
    type: 'email',
    autoComplete: 'email',
    autoCapitalize: 'none',
    spellCheck: false,
    maxLength: EMAIL_MAX_LENGTH,
  },
} as const satisfies Record<Field, Partial<TextFieldProps>>;

/** What is wrong with a field's value, or null. The address is checked as the contract checks it. */
function problem(field: Field, value: string): string | null {
  const trimmed = value.trim();
  if (field === 'name') return trimmed ? null : TEXT.errors.name;
  return isValidEmail(trimmed.toLowerCase()) ? null : TEXT.errors.email;
}

/**
 * The form where a guest of a shared playlist says who they are: their name and e-mail address go with their
 * decisions, or (for a playlist shared with named people only) a sign-in link is sent to the address. Errors show
 * under the fields on submit, and focus goes to the first.
 */
export function GuestIdentityForm({
  restricted,
  status = 'idle',
  sentTo,
  error = null,
  onSubmit,
  className,
}: GuestIdentityFormProps) {
  const [values, setValues] = useState<GuestIdentity>({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };
  const sentRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const mode = restricted ? 'restricted' : 'open';
  const submitting = status === 'submitting';
  const sent = status === 'sent';
  const refusal = !submitting && !sent && error?.trim() ? error : null;

  // The form (and the button just pressed) goes when the link is sent: focus goes to the message that replaces
  // it, so it is read. A form that starts as sent leaves focus where the page put it.
  const lastStatus = useRef(status);
  useEffect(() => {
    const before = lastStatus.current;
    lastStatus.current = status;
    if (sent && before !== 'sent') sentRef.current?.focus();
  }, [sent, status]);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field's rule has spoken it follows the typing, so its message goes as soon as the value is right.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: problem(field, value) ?? undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button is aria-disabled rather than disabled while submitting, so focus stays on it; a second send is
    // refused here instead.
    if (submitting) return;
    const found = { name: problem('name', values.name), email: problem('email', values.email) };
    setErrors({ name: found.name ?? undefined, email: found.email ?? undefined });
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    onSubmit({ name: values.name.trim(), email: values.email.trim() });
  }

  return (
    <div css={styles.root} className={className} data-state={status}>
      <h2 id={headingId} css={styles.title}>
        {TEXT.title[mode]}
      </h2>
      {sent ? null : (
        <form
          css={styles.form}
          noValidate
          aria-labelledby={headingId}
          aria-busy={submitting || undefined}
          onSubmit={handleSubmit}
        >
          <div>
            <p css={styles.lead}>{TEXT.lead[mode]}</p>
            {/* Mounted before anything goes wrong, so the refusal is announced when it appears. */}
            <InlineAlertRegion css={styles.alert}>{refusal}</InlineAlertRegion>
          </div>
          {FIELDS.map((field) => (
            <TextField
              key={field}
              ref={refs[field]}
              css={styles.field}
              name={field}
              required
              value={values[field]}
              // Read-only rather than disabled while submitting: a disabled field would drop focus to the page.
              readOnly={submitting}
              error={errors[field]}
              onChange={(event) => change(field, event.target.value)}
              {...FIELD_PROPS[field]}
            />
          ))}
          <Button type="submit" variant="primary" css={styles.submit} loading={submitting}>
            {TEXT.submit[mode]}
          </Button>
        </form>
      )}
      {/* One status region, mounted from the start: "Sending…" for screen readers while the call runs, then the
          message that replaces the form. */}
      <div role="status">
        {sent ? (
          <InlineAlert ref={sentRef} tabIndex={-1} tone="success" role="none" css={styles.sent}>
            {TEXT.sent.before}
            <strong css={styles.address}>{sentTo ?? values.email.trim()}</strong>
            {TEXT.sent.after}
          </InlineAlert>
        ) : submitting ? (
          <VisuallyHidden>{TEXT.submitting[mode]}</VisuallyHidden>
        ) : null}
      </div>
    </div>
  );
}
