import { formatDisplayDate, formatJvId, type LicenceVerification as Verification } from '@clipmarket/core';
import { useId } from 'react';
import { textLink } from '../../primitives/styles';
import * as styles from './LicenceVerification.styles';
import { LICENCE_VERIFICATION_TEXT as TEXT } from './licenceVerificationText';
import { Button } from '../Button';
import { CheckIcon, CloseIcon, HelpIcon } from '../Icon';
import { Skeleton, SkeletonGroup } from '../Skeleton';

/**
 * The check's outcome: `loading`; `valid` and `invalid` (a revoked licence: the verification's `valid`
 * false), both with `verification`; `unknown` (no licence has the number, or it is not a licence number);
 * `error` (the check itself failed).
 */
export type LicenceVerificationStatus = 'loading' | 'valid' | 'invalid' | 'unknown' | 'error';

export interface LicenceVerificationProps {
  /** The outcome; see `LicenceVerificationStatus`. */
  status: LicenceVerificationStatus;
  /** The number that was checked, as asked for (shown in every state). */
  number: string;
  /** What the verification endpoint answered, with `valid` and `invalid`. */
  verification?: Verification | null;
  /**
   * The error state's explanation (e.g. too many checks from this address).
   * @default LICENCE_VERIFICATION_TEXT.errorBody
   */
  errorMessage?: string;
  /** Called by the error state's retry button; without it no button shows. */
  onRetry?: () => void;
  /** Where the clip's title links to (its page); without it the title is plain text. */
  clipHref?: string;
  /**
   * Level of the verdict's heading.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Class of the root element. */
  className?: string;
}

/** Whether a licence number is real and in force: the verdict, then the clip, tier, company and date. */
export function LicenceVerification({
  status,
  number,
  verification,
  errorMessage,
  onRetry,
  clipHref,
  headingLevel = 2,
  className,
}: LicenceVerificationProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  // A verdict without its answer cannot be shown; it reads as still checking.
  const state = (status === 'valid' || status === 'invalid') && !verification ? 'loading' : status;

  const verdict = {
    valid: { title: TEXT.validTitle, body: TEXT.validBody(number) },
    invalid: {
      title: verification?.revokedAt
        ? TEXT.revokedOn(formatDisplayDate(verification.revokedAt))
        : TEXT.invalidTitle,
      body: TEXT.invalidBody(number),
    },
    unknown: { title: TEXT.unknownTitle, body: TEXT.unknownBody(number) },
    error: { title: TEXT.errorTitle, body: errorMessage?.trim() || TEXT.errorBody },
  };

  return (
    // One element in every state, a polite live region: checking another number announces the new verdict.
    <section
      data-state={state}
      css={styles.root}
      className={className}
      aria-labelledby={state === 'loading' ? undefined : `${id}-title`}
      aria-label={state === 'loading' ? TEXT.checking(number) : undefined}
      aria-live="polite"
      aria-busy={state === 'loading' || undefined}
    >
      {state === 'loading' ? (
        <SkeletonGroup label={TEXT.checking(number)} css={styles.skeleton}>
          {[60, 85, 45].map((width) => (
            <Skeleton key={width} width={`${width}%`} />
          ))}
        </SkeletonGroup>
      ) : (
        <>
          <div css={styles.verdict}>
            <span css={styles.icon} aria-hidden="true">
              {state === 'valid' ? <CheckIcon /> : state === 'unknown' ? <HelpIcon /> : <CloseIcon />}
            </span>
            <div>
              <Heading id={`${id}-title`} css={styles.title}>
                {verdict[state].title}
              </Heading>
              <p css={styles.body}>{verdict[state].body}</p>
            </div>
          </div>

          {(state === 'valid' || state === 'invalid') && verification ? (
            <dl css={styles.facts}>
              <dt>{TEXT.number}</dt>
              <dd css={styles.mono}>{verification.number}</dd>
              <dt>{TEXT.clip}</dt>
              <dd>
                {clipHref ? (
                  <a href={clipHref} css={textLink}>
                    {verification.title}
                  </a>
                ) : (
                  verification.title
                )}{' '}
                <span css={styles.mono}>({formatJvId(verification.jmId)})</span>
              </dd>
              <dt>{TEXT.tier}</dt>
              <dd>{verification.tierName}</dd>
              <dt>{TEXT.company}</dt>
              <dd>{verification.company ?? TEXT.noCompany}</dd>
              <dt>{TEXT.date}</dt>
              <dd>
                <time dateTime={verification.date}>{formatDisplayDate(verification.date)}</time>
              </dd>
              {verification.upgradedAt ? (
                <>
                  <dt>{TEXT.upgraded}</dt>
                  <dd>
                    <time dateTime={verification.upgradedAt}>
                      {TEXT.upgradedTo(formatDisplayDate(verification.upgradedAt), verification.tierName)}
                    </time>
                  </dd>
                </>
              ) : null}
              {verification.revokedAt ? (
                <>
                  <dt>{TEXT.revoked}</dt>
                  <dd>
                    <time dateTime={verification.revokedAt}>{formatDisplayDate(verification.revokedAt)}</time>
                  </dd>
                </>
              ) : null}
            </dl>
          ) : null}

          {state === 'error' && onRetry ? (
            <div>
              <Button variant="primary" onClick={onRetry}>
                {TEXT.retry}
              </Button>
            </div>
          ) : null}

          {state === 'valid' || state === 'invalid' ? <p css={styles.note}>{TEXT.privacy}</p> : null}
        </>
      )}
    </section>
  );
}
