import { ApiRequestError, fillPath, type UsageMonthResponse } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import type { UsageDeclarationStatus, UsageMonth } from '@clipmarket/ui';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '../../api/client';

/**
 * SWR keys of the usage declaration, in the shape of `api/keys.ts` (the resource's name first): the months
 * with downloads, and one month's downloads; a colleague's (`forUser`, their e-mail) after the user's own.
 */
export const usageKeys = {
  months: (forUser?: string | null) =>
    (forUser ? ['usage', 'months', forUser] : ['usage', 'months']) as readonly unknown[],
  month: (period: UsageMonth, forUser?: string | null) =>
    (forUser
      ? ['usage', 'month', period.year, period.month, forUser]
      : ['usage', 'month', period.year, period.month]) as readonly unknown[],
};

/** The declared month's CSV: a plain link, the session cookie goes along. */
export const usageCsvHref = (period: UsageMonth, forUser?: string | null): string =>
  fillPath(routes.usageCsvEndpoint.path, { year: period.year, month: period.month }) +
  (forUser ? `?forUser=${encodeURIComponent(forUser)}` : '');

/**
 * The years and months with downloads: the user's own, or a colleague's (`forUser`), which the owner and
 * purchasers of their team read (ADR 92).
 */
export function useUsageMonths(forUser?: string | null) {
  return useSWR(usageKeys.months(forUser), () =>
    call(routes.usageMonthsEndpoint, { query: forUser ? { forUser } : {} }),
  );
}

/**
 * The text of a failed save or declaration (spec section 8): the server's own for 405 and 409, else none, so
 * the component says 'Server error.'.
 */
function failureText(error: unknown): string | null {
  return error instanceof ApiRequestError && (error.status === 405 || error.status === 409)
    ? error.body.message
    : null;
}

/** What the last save or declaration of a month did, until another month is chosen. */
interface Outcome {
  key: string;
  status: Extract<UsageDeclarationStatus, 'saving' | 'declaring' | 'saved' | 'declared' | 'failed'>;
  message: string | null;
}

/**
 * One month of the declaration: its downloads, and saving and declaring it. A call in flight is the spec's
 * submission-in-progress flag (`saving`, `declaring`). A 409 (declared meanwhile elsewhere) shows the server's
 * text and reloads the month; a 405 shows the server's text; anything else 'Server error.'. A 401 ends the
 * session through the client (api/client.ts), as the spec's token-expired handling does.
 */
export function useUsageMonth(period: UsageMonth | null, forUser?: string | null) {
  const key = period ? usageKeys.month(period, forUser) : null;
  const keyText = key ? key.join('/') : '';
  const month = useSWR(
    key,
    () => call(routes.usageMonthEndpoint, { params: period!, query: forUser ? { forUser } : {} }),
    {
      // A reload must not throw away ticks the user has not saved: only what they ask for reloads the month.
      revalidateOnFocus: false,
    },
  );
  const { mutate } = useSWRConfig();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const current = outcome?.key === keyText ? outcome : null;

  async function submit(
    working: 'saving' | 'declaring',
    done: 'saved' | 'declared',
    request: () => Promise<UsageMonthResponse>,
  ) {
    // The month asked about, even if another is chosen before the answer comes.
    const at = keyText;
    const monthKey = key;
    setOutcome({ key: at, status: working, message: null });
    try {
      const answer = await request();
      await mutate(monthKey, answer, { revalidate: false });
      setOutcome({ key: at, status: done, message: null });
    } catch (error) {
      setOutcome({ key: at, status: 'failed', message: failureText(error) });
      if (error instanceof ApiRequestError && error.status === 409) void mutate(monthKey);
    }
  }

  // No month (nothing downloaded yet): nothing to load.
  const status: UsageDeclarationStatus = !period
    ? 'ready'
    : current
      ? current.status
      : month.data
        ? 'ready'
        : month.error
          ? 'loadFailed'
          : 'loading';

  return {
    data: month.data,
    status,
    errorMessage: current?.message ?? null,
    retry: () => void month.mutate(),
    save: (videoIds: string[]) => {
      if (period) {
        void submit('saving', 'saved', () =>
          call(routes.saveUsageEndpoint, { params: period, body: { videoIds } }),
        );
      }
    },
    declare: (notes: string) => {
      if (period) {
        void submit('declaring', 'declared', () =>
          call(routes.declareUsageEndpoint, { params: period, body: { notes } }),
        );
      }
    },
  };
}
