import { PAGES, TEAM_POWERS, type Team } from '@clipmarket/core';
import { buttonStyles, USAGE_DECLARATION_TEXT, UsageDeclaration } from '@clipmarket/ui';
import { useId } from 'react';
import { Link, useSearchParams } from 'wouter';
import { useTeam } from '../teams';
import { useSessionGate } from '../../session/useSessionGate';
import { AccountShell } from '../../components/AccountShell';
import { GateFallback, LoadFailed, LoadingLines } from './AccountParts';
import { USAGE_PAGE_COPY as COPY } from './usageCopy';
import * as styles from './Account.styles';
import { periodFrom, periodSearch } from './usagePeriod';
import { usageCsvHref, useUsageMonth, useUsageMonths } from './useUsage';

/**
 * `/account/usage`: the monthly usage declaration (spec sections 4, 7 and 8). Pick a month with
 * downloads, mark the clips used, save (skipped when nothing changed), and declare the month once it is over.
 * The month shown is in the URL (`?year=2026&month=10`), so the reminder mail can link to it. The owner and
 * purchasers of a team also read each colleague's months, read only (`&member=<e-mail>`, ADR 92).
 */
export default function UsagePage() {
  const gate = useSessionGate();
  return (
    <AccountShell heading={USAGE_DECLARATION_TEXT.title} lead={USAGE_DECLARATION_TEXT.intro}>
      {gate === 'signedIn' ? <Usage /> : <GateFallback gate={gate} />}
    </AccountShell>
  );
}

/** The colleagues whose months the user reads: all of the team's others, for its owner and purchasers. */
function colleaguesOf(team: Team | null | undefined): Team['members'] {
  if (!team || !TEAM_POWERS[team.role].purchase) return [];
  return team.members.filter((member) => !member.you);
}

function Usage() {
  const team = useTeam(true);
  const colleagues = colleaguesOf(team.data?.team);
  const [params, setParams] = useSearchParams();
  const asked = params.get('member');
  const member = colleagues.find((colleague) => colleague.email === asked) ?? null;
  const forUser = member?.email ?? null;
  const months = useUsageMonths(forUser);
  const periods = months.data?.years ?? [];
  const period = periodFrom(params, periods);
  const month = useUsageMonth(period, forUser);
  const whoseId = useId();

  if (months.error && !months.data) {
    return <LoadFailed message={COPY.monthsFailed} onRetry={() => void months.mutate()} />;
  }
  if (!months.data) return <LoadingLines label={COPY.loadingMonths} />;

  const data = month.data;
  const whose =
    colleagues.length > 0 ? (
      <p css={styles.whose}>
        <label htmlFor={whoseId}>{COPY.whose}</label>
        <select
          id={whoseId}
          value={forUser ?? ''}
          onChange={(event) =>
            setParams(event.target.value ? { member: event.target.value } : {}, { replace: true })
          }
        >
          <option value="">{COPY.yours}</option>
          {colleagues.map((colleague) => (
            <option key={colleague.id} value={colleague.email}>
              {COPY.colleague(colleague.name, colleague.email)}
            </option>
          ))}
        </select>
      </p>
    ) : null;
  return (
    <>
      {whose}
      <UsageDeclaration
        readOnly={member !== null}
        showTitle={false}
        periods={periods}
        period={period}
        onPeriodChange={(next) =>
          setParams({ ...periodSearch(next), ...(forUser ? { member: forUser } : {}) }, { replace: true })
        }
        status={month.status}
        videos={data?.downloads}
        note={data?.notes ?? ''}
        declareDate={data?.declareDate ?? null}
        isOver={data?.isOver ?? true}
        csvHref={period ? usageCsvHref(period, forUser) : null}
        errorMessage={month.errorMessage}
        onRetry={month.retry}
        onSave={month.save}
        onDeclare={month.declare}
        emptyAction={
          <Link
            href={PAGES.accountHistory.path()}
            css={[buttonStyles.secondaryButton, buttonStyles.smallButton]}
          >
            {COPY.toLicences}
          </Link>
        }
      />
    </>
  );
}
