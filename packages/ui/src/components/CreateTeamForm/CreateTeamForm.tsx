import { TEAM_LIMITS } from '@clipmarket/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { InlineAlertRegion } from '../InlineAlert';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './CreateTeamForm.styles';
import { CREATE_TEAM_FORM_TEXT as TEXT } from './createTeamFormText';

/** The call the form starts: at rest (filling in, or after a refusal), or running. Written as `data-state`. */
export type CreateTeamFormStatus = 'idle' | 'submitting';

export interface CreateTeamFormProps {
  /**
   * The call's state; see `CreateTeamFormStatus`. While `submitting` the field is read-only and the button busy.
   * @default 'idle'
   */
  status?: CreateTeamFormStatus;
  /**
   * Why the server refused (`TEAM_MESSAGES.inTeam`, …): shown in an alert over the field. What was typed stays.
   * @default null
   */
  error?: string | null;
  /** Called with the name, trimmed, when there is one; ignored while submitting. */
  onSubmit: (name: string) => void;
  /**
   * Level of the heading that names the form.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Class of the root element. */
  className?: string;
}

/**
 * The form where a buyer creates a team: what a team gives, the company's or team's name (required, at most
 * `TEAM_LIMITS.nameMax` characters) and Create team.
 */
export function CreateTeamForm({
  status = 'idle',
  error = null,
  onSubmit,
  headingLevel = 2,
  className,
}: CreateTeamFormProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const submitting = status === 'submitting';
  const refusal = !submitting && error?.trim() ? error : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button is aria-disabled rather than disabled while submitting, so focus stays on it; a second send is
    // refused here instead.
    if (submitting) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(TEXT.errors.name);
      nameRef.current?.focus();
      return;
    }
    setNameError(null);
    onSubmit(trimmed);
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
          {/* Mounted before anything goes wrong, so the refusal is announced when it appears. */}
          <InlineAlertRegion css={styles.alert}>{refusal}</InlineAlertRegion>
        </div>
        <TextField
          ref={nameRef}
          css={styles.field}
          label={TEXT.name}
          name="name"
          autoComplete="organization"
          required
          maxLength={TEAM_LIMITS.nameMax}
          value={name}
          // Read-only rather than disabled while submitting: a disabled field would drop focus to the page.
          readOnly={submitting}
          error={nameError}
          onChange={(event) => {
            const next = event.target.value;
            setName(next);
            // Once the rule has spoken it follows the typing, so the message goes as soon as there is a name.
            if (nameError && next.trim()) setNameError(null);
          }}
        />
        <Button type="submit" variant="primary" css={styles.submit} loading={submitting}>
          {TEXT.submit}
        </Button>
      </form>
      {/* Mounted from the start, so "Creating the team…" is announced while the call runs. */}
      <div role="status">{submitting ? <VisuallyHidden>{TEXT.submitting}</VisuallyHidden> : null}</div>
    </div>
  );
}
