import {
  commerceEndpoints,
  formatJvId,
  PAGES,
  toFastifyPath,
  type CommerceHistoryRecord,
} from '@clipmarket/core';
import {
  apiErrorBody,
  authHandlers,
  commerceHandlers,
  commerceHistoryFixture,
  downloadHandlers,
  licenceFixture,
  licenceFixtures,
  licenceHandlers,
  personalLicenceFixture,
  playlistHandlers,
  REVOKED_LICENCE_NUMBER,
} from '@clipmarket/mocks';
import {
  HISTORY_TABLE_TEXT,
  LICENCE_CERTIFICATE_TEXT,
  PAGINATION_TEXT,
  VIDEO_DETAILS_TEXT,
} from '@clipmarket/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { LICENCES_COPY } from './copy';

const COPY = LICENCES_COPY.history;
const UPGRADE = LICENCES_COPY.upgrade;

const handlers = (licences = licenceHandlers.list()) => ({
  auth: authHandlers.signedIn(),
  playlists: playlistHandlers.list(),
  licences,
});

/** The history's region, once its rows have arrived. */
async function historyTable() {
  // The first visit compiles the lazily loaded page: more than the default second, on a slow machine.
  const region = await screen.findByRole('region', { name: HISTORY_TABLE_TEXT.caption }, { timeout: 5000 });
  // The table is there while loading too, with placeholder rows: wait for the real ones.
  return waitFor(() => {
    const table = within(region).getByRole('table', { name: new RegExp(HISTORY_TABLE_TEXT.caption) });
    expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
    return table;
  });
}

/** Titles of the body rows, top to bottom. */
const titles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('span')?.textContent);

const search = () => new URLSearchParams(window.location.search);

describe('the account history', () => {
  it('offers the footage on each licence row of a clip held, watermarked for a Personal-only clip', async () => {
    const licences = commerceHistoryFixture.slice(0, 20).filter((row) => row.type === 'licence');
    const [master, watermarked, notHeld] = [licences[0]!, licences[1]!, licences[2]!];
    const held = { licensed: [master.jmId!, watermarked.jmId!], watermarked: [watermarked.jmId!] };
    await renderApp('/account/history', {
      handlers: {
        ...handlers(),
        commerce: [...downloadHandlers.purchased(held), ...commerceHandlers.empty()],
      },
      persisted: signedInBefore,
    });
    const table = await historyTable();
    const rowOf = (row: CommerceHistoryRecord) =>
      within(table)
        .getAllByRole('row')
        .find((tr) => tr.textContent?.includes(row.licenceNumber!))!;
    const download = await within(rowOf(master)).findByRole('link', {
      name: `${VIDEO_DETAILS_TEXT.download} ${formatJvId(master.jmId!)}`,
    });
    expect(download).toHaveAttribute('href', `/api/user/licensing/videos/${master.jmId}/download`);
    expect(download).toHaveAttribute('download');
    expect(
      within(rowOf(watermarked)).getByRole('link', {
        name: `${VIDEO_DETAILS_TEXT.downloadWatermarked} ${formatJvId(watermarked.jmId!)}`,
      }),
    ).toBeVisible();
    // A clip no longer held (a revoked licence) offers its certificate, not its footage.
    expect(within(rowOf(notHeld)).queryByRole('link', { name: /^Download/ })).toBeNull();
    expect(within(rowOf(notHeld)).getByRole('link', { name: /^Certificate of licence/ })).toBeVisible();
  });

  it("shows the server's first page, newest first, counting every row, with a certificate per licence", async () => {
    await renderApp('/account/history', { handlers: handlers(), persisted: signedInBefore });
    const table = await historyTable();
    expect(titles(table)).toEqual(commerceHistoryFixture.slice(0, 20).map((row) => row.title));
    expect(screen.getByText(HISTORY_TABLE_TEXT.count(commerceHistoryFixture.length))).toBeVisible();
    const licences = commerceHistoryFixture.slice(0, 20).filter((row) => row.type === 'licence');
    const links = within(table).getAllByRole('link', { name: /^Certificate of licence/ });
    expect(links).toHaveLength(licences.length);
    expect(links[0]).toHaveAttribute('href', licences[0]!.certificateUrl);
    expect(links[0]).toHaveAttribute('download');
  });

  it("links each order number to its order's page, which opens inside the account", async () => {
    const user = userEvent.setup();
    await renderApp('/account/history', { handlers: handlers(), persisted: signedInBefore });
    const table = await historyTable();
    const first = commerceHistoryFixture[0]!;
    const href = PAGES.order.href({ orderNumber: first.orderNumber });
    // Every row of an order links to it.
    const links = within(table).getAllByRole('link', {
      name: HISTORY_TABLE_TEXT.orderLabel(first.orderNumber),
    });
    expect(links).toHaveLength(
      commerceHistoryFixture.filter((row) => row.orderNumber === first.orderNumber).length,
    );
    for (const link of links) expect(link).toHaveAttribute('href', href);
    await user.click(links[0]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: LICENCES_COPY.order.heading(first.orderNumber) }),
    ).toBeVisible();
    expect(window.location.pathname).toBe(href);
    // The account's navigation marks History as the section the order belongs to.
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'true');
  });

  it('opens the filtered view a shared address describes, with the filters shown', async () => {
    await renderApp('/account/history?type=licence&po=po-5520', {
      handlers: handlers(),
      persisted: signedInBefore,
    });
    const table = await historyTable();
    const expected = commerceHistoryFixture.filter(
      (row) => row.type === 'licence' && row.poNumber === 'PO-5520',
    );
    await waitFor(() => expect(titles(table)).toEqual(expected.map((row) => row.title)));
    expect(screen.getByRole('combobox', { name: HISTORY_TABLE_TEXT.type })).toHaveValue('licence');
    expect(screen.getByRole('textbox', { name: HISTORY_TABLE_TEXT.po })).toHaveValue('po-5520');
  });

  it('puts each filter in the address and asks the server again, back on the first page', async () => {
    const user = userEvent.setup();
    await renderApp('/account/history?page=2', { handlers: handlers(), persisted: signedInBefore });
    const table = await historyTable();
    await user.selectOptions(screen.getByRole('combobox', { name: HISTORY_TABLE_TEXT.type }), 'giftCard');
    await waitFor(() => expect(search().toString()).toBe('type=giftCard'));
    await waitFor(() => expect(titles(table)).toHaveLength(2));

    const clip = formatJvId(licenceFixture.jmId);
    await user.selectOptions(screen.getByRole('combobox', { name: HISTORY_TABLE_TEXT.type }), 'all');
    await user.type(screen.getByRole('searchbox', { name: HISTORY_TABLE_TEXT.query }), `${clip}{Enter}`);
    await waitFor(() => expect(search().get('q')).toBe(clip));
    expect(search().get('type')).toBeNull();
    // The licence and its rights management fee.
    await waitFor(() =>
      expect(titles(table)).toEqual(
        commerceHistoryFixture.filter((row) => row.jmId === licenceFixture.jmId).map((row) => row.title),
      ),
    );
  });

  it('pages through the history, the page in the address', async () => {
    const user = userEvent.setup();
    await renderApp('/account/history', { handlers: handlers(), persisted: signedInBefore });
    const table = await historyTable();
    const pager = screen.getByRole('navigation', { name: COPY.pagination });
    await user.click(within(pager).getByRole('button', { name: PAGINATION_TEXT.next }));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    await waitFor(() =>
      expect(titles(table)).toEqual(commerceHistoryFixture.slice(20).map((row) => row.title)),
    );
    await user.click(within(pager).getByRole('button', { name: PAGINATION_TEXT.previous }));
    await waitFor(() => expect(search().get('page')).toBeNull());
    await waitFor(() => expect(titles(table)).toHaveLength(20));
  });

  it('goes to the last page when the address asks for one past the end', async () => {
    await renderApp('/account/history?page=9', { handlers: handlers(), persisted: signedInBefore });
    const table = await historyTable();
    await waitFor(() => expect(search().get('page')).toBe('2'));
    await waitFor(() => expect(titles(table)).toHaveLength(commerceHistoryFixture.length - 20));
  });

  it('offers the CSV and the certificates zip of the licences the filters show', async () => {
    await renderApp('/account/history?type=licence&from=2026-09-01&q=frisbee&page=2', {
      handlers: handlers(),
      persisted: signedInBefore,
    });
    const exports = await screen.findByRole('group', { name: COPY.exportsLabel });
    const csv = within(exports).getByRole('link', { name: COPY.exportCsv });
    expect(csv).toHaveAttribute('href', '/api/user/licensing/licences/export.csv?from=2026-09-01&q=frisbee');
    expect(csv).toHaveAttribute('download');
    expect(within(exports).getByRole('link', { name: COPY.exportZip })).toHaveAttribute(
      'href',
      '/api/user/licensing/licences/certificates.zip?from=2026-09-01&q=frisbee',
    );
  });

  it("opens a licence's details: what its certificate says, from the server", async () => {
    const user = userEvent.setup();
    await renderApp(`/account/history?q=${licenceFixture.number}`, {
      handlers: handlers(),
      persisted: signedInBefore,
    });
    await historyTable();
    await user.click(
      await screen.findByRole('button', { name: HISTORY_TABLE_TEXT.detailsLabel(licenceFixture.number) }),
    );
    const card = await screen.findByRole('article', {
      name: LICENCE_CERTIFICATE_TEXT.name(licenceFixture.number),
    });
    expect(await within(card).findByText(licenceFixture.poNumber!)).toBeVisible();
    expect(within(card).getByRole('link', { name: licenceFixture.verificationUrl })).toBeVisible();
  });

  it("offers a licence's upgrade to each higher tier at the server's difference, and adds the one chosen to the cart", async () => {
    const user = userEvent.setup();
    const number = personalLicenceFixture.number;
    await renderApp(`/account/history?q=${number}`, {
      handlers: { ...handlers(), commerce: commerceHandlers.empty() },
      persisted: signedInBefore,
    });
    await historyTable();
    await user.click(await screen.findByRole('button', { name: HISTORY_TABLE_TEXT.detailsLabel(number) }));
    const upgrade = await screen.findByRole('region', { name: UPGRADE.heading });
    const tiers = within(upgrade).getByRole('group', { name: UPGRADE.tierLabel });
    // The prices are the products endpoint's (the mocks' catalogue: $149 − $49 and $299 − $49).
    expect(
      within(tiers)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([UPGRADE.option('Basic Pro', '$100'), UPGRADE.option('Super Pro', '$250')]);
    await user.click(within(tiers).getByRole('radio', { name: UPGRADE.option('Super Pro', '$250') }));
    await user.click(within(upgrade).getByRole('button', { name: UPGRADE.add }));
    expect(await screen.findByText(UPGRADE.added('Super Pro'))).toBeVisible();
    expect(await within(upgrade).findByText(UPGRADE.inCart('Super Pro'), { exact: false })).toBeVisible();
    expect(within(upgrade).getByRole('link', { name: UPGRADE.viewCart })).toHaveAttribute(
      'href',
      PAGES.checkout.href(),
    );
  });

  it('offers no upgrade of a revoked licence', async () => {
    const user = userEvent.setup();
    const revoked = licenceFixtures.find((licence) => licence.number === REVOKED_LICENCE_NUMBER)!;
    await renderApp(`/account/history?q=${revoked.number}`, {
      handlers: handlers(),
      persisted: signedInBefore,
    });
    await historyTable();
    await user.click(
      await screen.findByRole('button', { name: HISTORY_TABLE_TEXT.detailsLabel(revoked.number) }),
    );
    await screen.findByRole('article', { name: LICENCE_CERTIFICATE_TEXT.name(revoked.number) });
    expect(screen.queryByRole('region', { name: UPGRADE.heading })).toBeNull();
  });

  it('says when nothing was bought yet, without exports', async () => {
    await renderApp('/account/history', {
      handlers: handlers(licenceHandlers.empty()),
      persisted: signedInBefore,
    });
    expect(await screen.findByText(HISTORY_TABLE_TEXT.emptyTitle)).toBeVisible();
    expect(screen.queryByRole('link', { name: COPY.exportCsv })).toBeNull();
  });

  it('says when the history could not be loaded, and shows it once Try again succeeds', async () => {
    const user = userEvent.setup();
    // The server is down until the buyer presses Try again (the app's own retries in between fail too); the
    // answers after that are the history (the handler falls through to the list's).
    let down = true;
    const outage = http.get(toFastifyPath(commerceEndpoints.history.path), () =>
      down ? HttpResponse.json(apiErrorBody(503, 'Service Unavailable'), { status: 503 }) : undefined,
    );
    await renderApp('/account/history', {
      handlers: handlers([outage, ...licenceHandlers.list()]),
      persisted: signedInBefore,
    });
    const region = await screen.findByRole('region', { name: HISTORY_TABLE_TEXT.caption });
    expect(await within(region).findByRole('alert')).toHaveTextContent(HISTORY_TABLE_TEXT.error);
    const retry = await within(region).findByRole('button', { name: HISTORY_TABLE_TEXT.retry });
    down = false;
    await user.click(retry);
    const table = await historyTable();
    expect(titles(table)).toHaveLength(20);
  });
});
