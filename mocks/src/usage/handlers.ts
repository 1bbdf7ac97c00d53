import { HttpResponse, type HttpHandler } from 'msw';
import {
  FULFILMENT_MESSAGES,
  MESSAGES,
  declareUsageEndpoint,
  formatJvId,
  saveUsageEndpoint,
  usageCsvEndpoint,
  usageDeclareBodySchema,
  usageMonthEndpoint,
  usageMonthParams,
  usageMonthsEndpoint,
  usageSaveBodySchema,
  type Endpoint,
  type UsageMonthResponse,
} from '@clipmarket/core';
import {
  apiError,
  bodyOf,
  errorResponse,
  failingRoutes,
  invalid,
  pendingRoutes,
  queryOf,
  route,
} from '../handlers/respond';
import { USAGE_DECLARED_AT, usageMonthFixtures, usagePeriodsOf } from './fixtures';

/** How the usage handlers answer beyond their data. */
export interface UsageMockOptions {
  /**
   * The month gets declared elsewhere (another tab, another device) just before this client declares: the
   * declaration answers 409 and the month reads as declared from then on.
   */
  declaredElsewhere?: boolean;
  /** The server's clock says the month is not over yet, whatever the month says: the declaration answers 405. */
  declareNotOver?: boolean;
  /** The declaration answers 500 (any failure but 405 and 409). */
  declareFails?: boolean;
  /** The save answers 500. */
  saveFails?: boolean;
}

/** The notes a declaration made elsewhere carries (`declaredElsewhere`). */
export const USAGE_DECLARED_ELSEWHERE_NOTES = 'Declared from another device.';

/** The server's 405 (its status text is not among the mocks' shared ones). */
const notOver = () =>
  errorResponse({ statusCode: 405, error: 'Method Not Allowed', message: FULFILMENT_MESSAGES.monthNotOver });

/** A month as the CSV export writes it (apps/api/src/usage/csv.ts). */
function csvOf(month: UsageMonthResponse): string {
  const cell = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const rows = [
    ['JV#', 'Title', 'Downloaded at (UTC)', 'Used', 'Notes'],
    ...month.downloads.map((row) => [
      formatJvId(row.videoId),
      row.video.title ?? MESSAGES.noTitle,
      row.downloadedAt.replace(/\.\d{3}Z$/, 'Z'),
      row.used ? 'Yes' : 'No',
      month.notes ?? '',
    ]),
  ];
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/**
 * The usage declaration over a set of months, kept per handler set (a save or a declaration changes what
 * later reads answer), with the server's rules: 404 for a month without downloads, 400 for a clip not
 * downloaded that month, 405 before the month is over, 409 once declared, 404 for `forUser` (the fixture's
 * buyer is not staff).
 */
export function usageRoutes(
  initial: readonly UsageMonthResponse[],
  options: UsageMockOptions = {},
): HttpHandler[] {
  const months = new Map(initial.map((month) => [`${month.year}-${month.month}`, structuredClone(month)]));
  const find = (params: Record<string, unknown>) => {
    const parsed = usageMonthParams.safeParse(params);
    if (!parsed.success) return { error: invalid('params', parsed.error.issues) } as const;
    const month = months.get(`${parsed.data.year}-${parsed.data.month}`);
    return month
      ? ({ month } as const)
      : ({ error: apiError(404, FULFILMENT_MESSAGES.monthMissing) } as const);
  };
  const forUser = (request: Request) => queryOf(request).forUser !== undefined;

  return [
    route(usageMonthsEndpoint, ({ request }) => {
      if (forUser(request)) return apiError(404, 'No such user.');
      return HttpResponse.json(usagePeriodsOf([...months.values()]));
    }),
    route(usageMonthEndpoint, ({ request, params }) => {
      if (forUser(request)) return apiError(404, 'No such user.');
      const found = find(params);
      return 'error' in found ? found.error : HttpResponse.json(found.month);
    }),
    route(saveUsageEndpoint, async ({ request, params }) => {
      const found = find(params);
      if ('error' in found) return found.error;
      const body = usageSaveBodySchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid('body', body.error.issues);
      if (options.saveFails) return apiError(500, MESSAGES.serverError);
      const { month } = found;
      if (month.declareDate) return apiError(409, FULFILMENT_MESSAGES.monthDeclared);
      const downloaded = new Set(month.downloads.map((row) => row.videoId));
      const unknown = body.data.videoIds.filter((id) => !downloaded.has(id));
      if (unknown.length > 0) {
        const message = `Not downloaded that month: ${unknown.map(formatJvId).join(', ')}.`;
        return apiError(400, message, { messages: [message] });
      }
      const used = new Set(body.data.videoIds);
      month.downloads = month.downloads.map((row) => ({ ...row, used: used.has(row.videoId) }));
      return HttpResponse.json(month);
    }),
    route(declareUsageEndpoint, async ({ request, params }) => {
      const found = find(params);
      if ('error' in found) return found.error;
      const body = usageDeclareBodySchema.safeParse((await bodyOf(request)) ?? {});
      if (!body.success) return invalid('body', body.error.issues);
      const { month } = found;
      if (options.declareFails) return apiError(500, MESSAGES.serverError);
      if (options.declareNotOver || !month.isOver) return notOver();
      if (options.declaredElsewhere && !month.declareDate) {
        month.declareDate = USAGE_DECLARED_AT;
        month.notes = USAGE_DECLARED_ELSEWHERE_NOTES;
      }
      if (month.declareDate) return apiError(409, FULFILMENT_MESSAGES.monthDeclared);
      month.declareDate = USAGE_DECLARED_AT;
      month.notes = body.data.notes.trim();
      return HttpResponse.json(month);
    }),
    route(usageCsvEndpoint, ({ request, params }) => {
      if (forUser(request)) return apiError(404, 'No such user.');
      const found = find(params);
      if ('error' in found) return found.error;
      if (!found.month.declareDate) return apiError(409, 'The month is not declared yet.');
      return new HttpResponse(csvOf(found.month), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="Clipmarket-usage-${found.month.year}-${String(found.month.month).padStart(2, '0')}.csv"`,
        },
      });
    }),
  ];
}

const allEndpoints: Endpoint[] = [
  usageMonthsEndpoint,
  usageMonthEndpoint,
  saveUsageEndpoint,
  declareUsageEndpoint,
  usageCsvEndpoint,
];

const fixtureMonths = () => Object.values(usageMonthFixtures);

/**
 * The monthly usage declaration (issue 13, item 4): the buyer's months, a month's downloads, saving the used
 * clips, declaring a month, and a declared month's CSV.
 */
export const usageHandlers = {
  /** Four months: November 2026 not over, October 2026 to declare, September 2026 and December 2025 declared. */
  months: (options: UsageMockOptions = {}) => usageRoutes(fixtureMonths(), options),
  /** Nothing ever downloaded: no months. */
  none: () => usageRoutes([]),
  /** October 2026 is declared from another device just before this client declares it: 409, then declared. */
  declaredElsewhere: () => usageRoutes(fixtureMonths(), { declaredElsewhere: true }),
  /** The server says October 2026 is not over yet: 405 with its text. */
  declareNotOver: () => usageRoutes(fixtureMonths(), { declareNotOver: true }),
  /** The declaration fails with a 500. */
  declareFails: () => usageRoutes(fixtureMonths(), { declareFails: true }),
  /** The session has expired: every call answers 401. */
  expired: () => allEndpoints.map((e) => route(e, () => apiError(401, 'Log in to continue.'))),
  /** Every call answers 500. */
  failing: () => failingRoutes(allEndpoints),
  /** No call ever answers (loading states). */
  loading: () => pendingRoutes(allEndpoints),
};
