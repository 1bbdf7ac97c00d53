import { FULFILMENT_MESSAGES, MESSAGES } from '@clipmarket/core';
import {
  authHandlers,
  USAGE_DECLARED_ELSEWHERE_NOTES,
  usageHandlers,
  usageMonthToDeclare,
} from '@clipmarket/mocks';
import { USAGE_DECLARATION_TEXT as TEXT } from '@clipmarket/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { USAGE_PAGE_COPY } from './usageCopy';

const OCTOBER = '/account/usage?year=2026&month=10';
/** The page's code and the session check come first: the first look waits longer. */
const FIRST_PAINT = { timeout: 5_000 };
const [first, second] = usageMonthToDeclare.downloads;

/** Declare, then confirm the declaration, as a person sends it. */
async function declareOctober() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: TEXT.declare }, FIRST_PAINT));
  await user.click(await screen.findByRole('button', { name: TEXT.confirmSend('October 2026') }));
}

function renderUsage(path: string, usage: HttpHandler[], spy: HttpHandler[] = []) {
  return renderApp(path, {
    handlers: { auth: authHandlers.signedIn(), spy, usage },
    persisted: signedInBefore,
  });
}

/** Records the saves and declarations sent, then lets the usage handlers answer them. */
function spyOnWrites() {
  const sent: Array<{ method: string; body: unknown }> = [];
  const record = async ({ request }: { request: Request }) => {
    sent.push({ method: request.method, body: await request.clone().json() });
  };
  return {
    sent,
    handlers: [
      http.post('/api/user/licensing/download/:year/:month/usage', record),
      http.put('/api/user/licensing/download/:year/:month/declare', record),
    ],
  };
}

const region = () => screen.getByRole('region', { name: TEXT.title });
const usedBox = (title: string | null) => screen.getByRole('checkbox', { name: `${TEXT.used} ${title}` });

describe('the usage page', () => {
  it('shows the month the URL names, with its downloads and their used state', async () => {
    await renderUsage(OCTOBER, usageHandlers.months());

    expect(
      await screen.findByRole('heading', { name: TEXT.downloadsIn('October 2026') }, FIRST_PAINT),
    ).toBeVisible();
    expect(within(region()).getAllByRole('checkbox')).toHaveLength(usageMonthToDeclare.downloads.length);
    expect(usedBox(first!.video.title)).toBeChecked();
    expect(usedBox(second!.video.title)).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: TEXT.month })).toHaveValue('10');
  });

  it('opens on the newest month, and loads the month picked, keeping it in the URL', async () => {
    await renderUsage('/account/usage', usageHandlers.months());
    expect(
      await screen.findByRole('heading', { name: TEXT.downloadsIn('November 2026') }, FIRST_PAINT),
    ).toBeVisible();

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: TEXT.month }), 'September');

    expect(await screen.findByRole('heading', { name: TEXT.downloadsIn('September 2026') })).toBeVisible();
    expect(new URLSearchParams(window.location.search).get('month')).toBe('9');
    // September is declared: the declaration is done and its CSV is linked.
    expect(await screen.findByRole('button', { name: TEXT.declaredButton })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('link', { name: TEXT.csv })).toHaveAttribute(
      'href',
      '/api/user/licensing/download/2026/9/usage.csv',
    );
  });

  it('sends no save when nothing changed, saves the used clips, then declares with the notes', async () => {
    const spy = spyOnWrites();
    await renderUsage(OCTOBER, usageHandlers.months(), spy.handlers);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: TEXT.downloadsIn('October 2026') }, FIRST_PAINT);

    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(spy.sent).toEqual([]);

    await user.click(usedBox(second!.video.title));
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await within(region()).findByText(TEXT.saved)).toBeVisible();
    expect(spy.sent).toEqual([{ method: 'POST', body: { videoIds: [first!.videoId, second!.videoId] } }]);
    expect(usedBox(second!.video.title)).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: TEXT.notes }), 'Used in the newsletter. ');
    await user.click(screen.getByRole('button', { name: TEXT.declare }));
    // A declaration is final: it is sent once confirmed, with what it declares summed up first.
    const confirm = await screen.findByRole('dialog', { name: TEXT.confirmTitle('October 2026') });
    expect(confirm.textContent).toContain(TEXT.usedCount(2, usageMonthToDeclare.downloads.length));
    expect(confirm.textContent).toContain(TEXT.confirmNotes('Used in the newsletter.'));
    expect(spy.sent.at(-1)?.method).toBe('POST');
    await user.click(within(confirm).getByRole('button', { name: TEXT.confirmSend('October 2026') }));
    expect(await within(region()).findByText(TEXT.declared('October 2026'))).toBeVisible();
    expect(spy.sent.at(-1)).toEqual({ method: 'PUT', body: { notes: 'Used in the newsletter.' } });
    expect(screen.getByRole('button', { name: TEXT.declaredButton })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('link', { name: TEXT.csv })).toHaveAttribute(
      'href',
      '/api/user/licensing/download/2026/10/usage.csv',
    );
  });

  it('marks the page busy while a declaration is on its way', async () => {
    // Reads answer; only the declaration never does. The test waits until the declaration has reached its handler:
    // one still on its way when the test ends would be answered by the next test's handlers.
    let received: () => void = () => {};
    const declarationSent = new Promise<void>((resolve) => (received = resolve));
    const declareNeverAnswers = http.put('/api/user/licensing/download/:year/:month/declare', async () => {
      received();
      await delay('infinite');
    });
    await renderUsage(OCTOBER, usageHandlers.months(), [declareNeverAnswers]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: TEXT.declare }, FIRST_PAINT));
    await user.click(await screen.findByRole('button', { name: TEXT.confirmSend('October 2026') }));

    expect(await within(region()).findByText(TEXT.declaring)).toBeVisible();
    expect(region()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: TEXT.declare })).toHaveAttribute('aria-disabled', 'true');
    await declarationSent;
  });

  it("shows the server's text for a month declared elsewhere meanwhile, and reloads it as declared", async () => {
    await renderUsage(OCTOBER, usageHandlers.declaredElsewhere());
    await declareOctober();

    expect(await within(region()).findByText(FULFILMENT_MESSAGES.monthDeclared)).toBeVisible();
    expect(await screen.findByRole('button', { name: TEXT.declaredButton })).toBeVisible();
    expect(screen.getByRole('textbox', { name: TEXT.notes })).toHaveValue(USAGE_DECLARED_ELSEWHERE_NOTES);
  });

  it("shows the server's text when it says the month is not over", async () => {
    await renderUsage(OCTOBER, usageHandlers.declareNotOver());
    await declareOctober();
    expect(await within(region()).findByText(FULFILMENT_MESSAGES.monthNotOver)).toBeVisible();
  });

  it('says the generic server error for any other failure', async () => {
    await renderUsage(OCTOBER, usageHandlers.declareFails());
    await declareOctober();
    expect(await within(region()).findByText(MESSAGES.serverError)).toBeVisible();
  });

  it('holds the declaration of the current month until it is over', async () => {
    await renderUsage('/account/usage?year=2026&month=11', usageHandlers.months());
    const declare = await screen.findByRole('button', { name: TEXT.declare }, FIRST_PAINT);
    expect(declare).toHaveAttribute('aria-disabled', 'true');
    expect(declare).toHaveAccessibleDescription(TEXT.notOverYet('November 2026', 'December 2026'));
  });

  it('says so when nothing was downloaded yet, and points to the licences', async () => {
    await renderUsage('/account/usage', usageHandlers.none());
    expect(await screen.findByText(TEXT.noPeriods, {}, FIRST_PAINT)).toBeVisible();
    expect(screen.getByText(TEXT.noPeriodsHint)).toBeVisible();
    expect(screen.queryByText(TEXT.loading)).toBeNull();
    expect(screen.getByRole('link', { name: USAGE_PAGE_COPY.toLicences })).toHaveAttribute(
      'href',
      '/licensing/account/history',
    );
  });

  it('offers to try again when the months could not be loaded', async () => {
    await renderUsage('/account/usage', usageHandlers.failing());
    const alert = (await screen.findByText(USAGE_PAGE_COPY.monthsFailed, {}, FIRST_PAINT)).closest(
      '[role="alert"]',
    );
    expect(alert).not.toBeNull();
    // The alert is the words; its Try again stands beside them, in the same box (InlineAlert).
    const box = alert!.closest('[data-state="error"]') as HTMLElement;
    expect(within(box).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('ends the session when a usage call answers 401, with the expired-session toast', async () => {
    await renderUsage(OCTOBER, usageHandlers.expired());
    expect(await screen.findByText(MESSAGES.sessionExpired, {}, FIRST_PAINT)).toBeVisible();
    expect(await screen.findByRole('heading', { name: /^Log in/ })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: TEXT.title })).toBeNull());
  });

  it('sends a visitor to log in, to come back after', async () => {
    await renderApp(OCTOBER, { handlers: { usage: usageHandlers.months() } });
    await waitFor(() => expect(window.location.pathname).toBe('/licensing/login'));
    expect(new URLSearchParams(window.location.search).get('next')).toBe(
      '/licensing/account/usage?year=2026&month=10',
    );
  });
});
