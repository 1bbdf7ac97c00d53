// "Clips you downloaded" marks a comp's download (ADR 83) as a comp, apart from licensed downloads.
import { formatJvId } from '@clipmarket/core';
import { authHandlers, downloadHistoryFixture, playlistHandlers } from '@clipmarket/mocks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { ACCOUNT_PAGE_COPY } from './accountCopy';

describe('the download history', () => {
  it('labels a comp’s download "Comp", and a licensed download not', async () => {
    await renderApp('/account/history', {
      handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.list() },
      persisted: signedInBefore,
    });
    const downloaded = await screen.findByRole('region', { name: 'Clips you downloaded' }, { timeout: 5000 });
    const comp = downloadHistoryFixture.find((entry) => entry.comp)!;
    const licensed = downloadHistoryFixture.find((entry) => !entry.comp)!;
    const rowOf = async (jmId: string) =>
      (await within(downloaded).findByRole('link', { name: formatJvId(jmId) })).closest('tr')!;

    const compRow = await rowOf(comp.jmId);
    expect(within(compRow).getByText(ACCOUNT_PAGE_COPY.history.comp)).toBeVisible();
    expect(within(compRow).getByText(String(comp.times))).toBeVisible();
    const licensedRow = await rowOf(licensed.jmId);
    expect(within(licensedRow).queryByText(ACCOUNT_PAGE_COPY.history.comp)).toBeNull();
  });
});
