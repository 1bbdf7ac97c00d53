import { PAGES } from '@clipmarket/core';
import { buttonStyles, USAGE_DECLARATION_TEXT, UsageDeclaration } from '@clipmarket/ui';
import { Link, useSearchParams } from 'wouter';
import { useSessionGate } from '../../session/useSessionGate';
import { AccountShell } from '../../components/AccountShell';
import { GateFallback, LoadFailed, LoadingLines } from './AccountParts';
import { USAGE_PAGE_COPY as COPY } from './usageCopy';
import { periodFrom, periodSearch } from './usagePeriod';
import { usageCsvHref, useUsageMonth, useUsageMonths } from './useUsage';

/**
 * `/account/usage`: the monthly usage declaration (spec sections 4, 7 and 8). Pick a month with
 * downloads, mark the clips used, save (skipped when nothing changed), and declare the month once it is over.
 * The month shown is in the URL (`?year=2026&month=10`), so the reminder mail can link to it.
 */
export default function UsagePage() {
  const gate = useSessionGate();
  return (
    <AccountShell heading={USAGE_DECLARATION_TEXT.title} lead={USAGE_DECLARATION_TEXT.intro}>
      {gate === 'signedIn' ? <Usage /> : <GateFallback gate={gate} />}
    </AccountShell>
  );
}

function Usage() {
  const months = useUsageMonths();
  const [params, setParams] = useSearchParams();
  const periods = months.data?.years ?? [];
  const period = periodFrom(params, periods);
  const month = useUsageMonth(period);

  if (months.error && !months.data) {
    return <LoadFailed message={COPY.monthsFailed} onRetry={() => void months.mutate()} />;
  }
  if (!months.data) return <LoadingLines label={COPY.loadingMonths} />;

  const data = month.data;
  return (
    <UsageDeclaration
      showTitle={false}
      periods={periods}
      period={period}
      onPeriodChange={(next) => setParams(periodSearch(next), { replace: true })}
      status={month.status}
      videos={data?.downloads}
      note={data?.notes ?? ''}
      declareDate={data?.declareDate ?? null}
      isOver={data?.isOver ?? true}
      csvHref={period ? usageCsvHref(period) : null}
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
  );
}
