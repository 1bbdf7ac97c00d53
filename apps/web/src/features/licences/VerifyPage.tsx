import { ApiRequestError, isLicenceNumber, PAGES } from '@clipmarket/core';
import { LicenceVerification, TextField, type LicenceVerificationStatus } from '@clipmarket/ui';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import { ScriptButton } from '../../components/ScriptButton';
import { PageShell } from '../../components/PageShell';
import { LICENCES_COPY } from './copy';
import { useLicenceVerification } from './useLicences';
import * as styles from './VerifyPage.styles';

const COPY = LICENCES_COPY.verify;

/** A number as people copy it: spaces around, lower case. */
const normalise = (text: string) => text.trim().toUpperCase();

/**
 * `/verify/{number}`: whether a licence is real and in force, for anyone holding its certificate
 * (its URL and QR code lead here). Works signed out and shows no personal data: the verification endpoint
 * sends the clip, the tier, the company and the date, nothing else. Without a number, the form alone.
 */
export default function VerifyPage() {
  const params = useParams<{ number?: string }>();
  const number = params.number ? normalise(params.number) : '';
  // A malformed number, or one whose check character is wrong, is not sent: no licence can have it, and every
  // check counts against the rate limit (core's licenceNumber.ts: no schema library on this public page).
  const wellFormed = isLicenceNumber(number);
  const verification = useLicenceVerification(wellFormed ? number : null);

  const error = verification.error as unknown;
  const status: LicenceVerificationStatus = !wellFormed
    ? 'unknown'
    : verification.data
      ? verification.data.valid
        ? 'valid'
        : 'invalid'
      : error instanceof ApiRequestError && (error.status === 404 || error.status === 400)
        ? 'unknown'
        : error
          ? 'error'
          : 'loading';

  return (
    <PageShell heading={COPY.heading} lead={COPY.lead}>
      <div css={styles.stack}>
        {number ? (
          <LicenceVerification
            status={status}
            number={number}
            verification={verification.data}
            errorMessage={error instanceof ApiRequestError && error.status === 429 ? COPY.tooMany : undefined}
            onRetry={() => void verification.mutate()}
            clipHref={verification.data ? PAGES.view.href({ videoId: verification.data.jmId }) : undefined}
          />
        ) : null}
        {/* Keyed by the number shown, so the field starts from it after each check. */}
        <CheckForm key={number} initial={number} />
      </div>
    </PageShell>
  );
}

/** Check another number: goes to its own address, which can be shared. */
function CheckForm({ initial }: { initial: string }) {
  const [, navigate] = useLocation();
  const [value, setValue] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = normalise(value);
    // `~`: an absolute path, which wouter would otherwise prefix with its base again.
    if (next) navigate(`~${PAGES.verify.href({ number: next })}`);
  };
  return (
    <form css={styles.form} onSubmit={submit} aria-label={COPY.heading}>
      <TextField
        css={styles.number}
        size="sm"
        id={id}
        label={COPY.numberLabel}
        value={value}
        required
        maxLength={32}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setValue(event.target.value)}
      />
      <ScriptButton type="submit" variant="primary">
        {COPY.check}
      </ScriptButton>
      <p id={`${id}-hint`} css={styles.hint}>
        {COPY.numberHint}
      </p>
    </form>
  );
}
