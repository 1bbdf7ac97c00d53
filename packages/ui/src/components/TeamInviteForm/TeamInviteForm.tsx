import {
  EMAIL_MAX_LENGTH,
  INVITED_ROLES,
  isValidEmail,
  TEAM_ROLE_DESCRIPTIONS,
  TEAM_ROLE_LABELS,
  type InvitedRole,
} from '@clipmarket/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { InlineAlert, InlineAlertRegion } from '../InlineAlert';
import { Radio, RadioGroup } from '../RadioGroup';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TeamInviteForm.styles';
import { TEAM_INVITE_FORM_TEXT as TEXT } from './teamInviteFormText';

/** The call the form starts: at rest (filling in, after a refusal or a sent invitation), or running. `data-state`. */
export type TeamInviteFormStatus = 'idle' | 'submitting';

/** Who is invited, and as what: the body of `POST /api/user/team/invitations`. */
export interface TeamInvite {
  /** The address, trimmed (the server lowercases it). */
  email: string;
  role: InvitedRole;
}

export interface TeamInviteFormProps {
  /**
   * The call's state; see `TeamInviteFormStatus`. While `submitting` the field is read-only, the roles disabled and
   * the button busy.
   * @default 'idle'
   */
  status?: TeamInviteFormStatus;
  /**
   * Why the server refused (`TEAM_MESSAGES.alreadyInvited`, `.full`, …): shown in an alert over the fields. What
   * was typed stays.
   * @default null
   */
  error?: string | null;
  /**
   * The address the last invitation went to: "Invitation sent to … The link works for 7 days." is announced, and
   * the address field empties for the next one (the role stays). Pass `null` again when the next one is sent.
   * @default null
   */
  sentTo?: string | null;
  /** Called with the address (trimmed) and the role when the address is one; ignored while submitting. */
  onSubmit: (value: TeamInvite) => void;
  /**
   * Level of the heading that names the form.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Class of the root element. */
  className?: string;
}

/** What is wrong with the address, or null. It is checked as the contract checks it. */
function problem(email: string): string | null {
  return isValidEmail(email.trim().toLowerCase()) ? null : TEXT.errors.email;
}

/**
 * The form where a team's owner invites a colleague: their e-mail address, the role they join as (purchaser or
 * member, each said in a line) and Send invitation. Once sent it says where, and empties for the next one.
 */
export function TeamInviteForm({
  status = 'idle',
  error = null,
  sentTo = null,
  onSubmit,
  headingLevel = 2,
  className,
}: TeamInviteFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('member');
  const [emailError, setEmailError] = useState<string | null>(null);
  // A new `sentTo` is an invitation sent: its address is done with, so the field empties for the next one. Done
  // while rendering rather than in an effect, so no frame shows the sent message over the address still typed.
  const [seenSentTo, setSeenSentTo] = useState(sentTo);
  if (seenSentTo !== sentTo) {
    setSeenSentTo(sentTo);
    if (sentTo) {
      setEmail('');
      setEmailError(null);
    }
  }
  const emailRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const descriptionId = useId();
  const Heading = `h${headingLevel}` as const;
  const submitting = status === 'submitting';
  const refusal = !submitting && error?.trim() ? error : null;
  const sent = !submitting && !refusal && sentTo ? sentTo : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button is aria-disabled rather than disabled while submitting, so focus stays on it; a second send is
    // refused here instead.
    if (submitting) return;
    const found = problem(email);
    setEmailError(found);
    if (found) {
      emailRef.current?.focus();
      return;
    }
    // The radios are disabled while submitting and a disabled radio drops focus to the page: Enter on a radio
    // sends the form, so focus moves to the busy button first.
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && active.type === 'radio') submitRef.current?.focus();
    onSubmit({ email: email.trim(), role });
  }

  return (
    <div css={styles.root} className={className} data-state={status}>
      <Heading id={headingId} css={styles.title}>
        {TEXT.title}
      </Heading>
      <form
        css={styles.form}
        noValidate
        aria-labelledby={headingId}
        aria-busy={submitting || undefined}
        onSubmit={handleSubmit}
      >
        <div>
          <p css={styles.lead}>{TEXT.lead}</p>
          {/* Both mounted before anything happens, so what appears in them is announced: the refusal at once, the
              call running and then where the invitation went politely. */}
          <InlineAlertRegion css={styles.alert}>{refusal}</InlineAlertRegion>
          <div role="status">
            {sent ? (
              <InlineAlert tone="success" role="none" css={styles.sent}>
                {TEXT.sent.before}
                <strong css={styles.address}>{sent}</strong>
                {TEXT.sent.after}
              </InlineAlert>
            ) : submitting ? (
              <VisuallyHidden>{TEXT.submitting}</VisuallyHidden>
            ) : null}
          </div>
        </div>
        <TextField
          ref={emailRef}
          css={styles.field}
          label={TEXT.email}
          name="email"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          // Read-only rather than disabled while submitting: a disabled field would drop focus to the page.
          readOnly={submitting}
          error={emailError}
          onChange={(event) => {
            const next = event.target.value;
            setEmail(next);
            // Once the rule has spoken it follows the typing, so the message goes as soon as the address is one.
            if (emailError) setEmailError(problem(next));
          }}
        />
        <RadioGroup<InvitedRole>
          label={TEXT.role}
          name="role"
          value={role}
          disabled={submitting}
          onChange={setRole}
        >
          {INVITED_ROLES.map((option) => (
            <div key={option} css={styles.option}>
              {/* What the role may do is outside the label, so the radio is named by the role alone and the line is
                  read as its description (GOV.UK's radio hints). */}
              <Radio value={option} aria-describedby={`${descriptionId}-${option}`}>
                {TEAM_ROLE_LABELS[option]}
              </Radio>
              <p id={`${descriptionId}-${option}`} css={styles.description}>
                {TEAM_ROLE_DESCRIPTIONS[option]}
              </p>
            </div>
          ))}
        </RadioGroup>
        <Button ref={submitRef} type="submit" variant="primary" css={styles.submit} loading={submitting}>
          {TEXT.submit}
        </Button>
      </form>
    </div>
  );
}
