// The download button follows the licences the user holds (purchased videos): a licence granted later, by a
// checkout completed here or in another tab, makes it appear without a reload of the page.
import type { PurchasedVideosResponse } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { authHandlers } from '@clipmarket/mocks';
import { VIDEO_DETAILS_TEXT } from '@clipmarket/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { useEffect } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../App';
import { keys } from '../../api/keys';
import { useSession } from '../../session/AuthProvider';
import { usePurchased } from '../commerce';
import { initialPersistedState, PERSISTED_STATE_KEY, reloadPersistedState } from '../../state/persisted';
import { mockWorker } from '../../test/mockWorker';
import { ClipDownloadButton } from './ClipDownloadButton';

const JM_ID = '1254381';
const HREF = `/api/user/licensing/videos/${JM_ID}/download`;

let worker: SetupWorker;
/** What purchased videos answer now, and how many times they were read. */
let purchased: PurchasedVideosResponse;
let reads = 0;
let mounts = 0;

beforeAll(async () => {
  worker = await mockWorker();
});

afterEach(() => {
  cleanup();
  worker.resetHandlers();
  localStorage.clear();
});

/** The button beside what a checkout page does when a checkout completes: read purchased videos again. */
function Harness() {
  const { reload } = usePurchased();
  // Whether a read of purchased videos is still being answered: SWR joins a read asked for meanwhile (a focus)
  // to the one in flight, which answers what it read before, so the tests act once the reads are done.
  const { user } = useSession();
  const { isValidating } = useSWR(user ? keys.purchased() : null, null);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <>
      <p>{isValidating ? 'Reading licences' : 'Licences read'}</p>
      <ClipDownloadButton jmId={JM_ID} />
      <button type="button" onClick={() => void reload()}>
        Checkout completed
      </button>
    </>
  );
}

async function renderHarness(signedIn = true) {
  purchased = { data: [], total: 0, watermarked: [] };
  reads = 0;
  mounts = 0;
  worker.resetHandlers(
    ...(signedIn ? authHandlers.signedIn() : authHandlers.signedOut()),
    http.get(routes.purchasedVideosEndpoint.path, () => {
      reads += 1;
      return HttpResponse.json(purchased);
    }),
    http.all('/api/*', () => HttpResponse.json({ message: 'unmocked' }, { status: 501 })),
  );
  localStorage.clear();
  if (signedIn) {
    localStorage.setItem(
      PERSISTED_STATE_KEY,
      JSON.stringify({ ...initialPersistedState(), auth: { loggedIn: true, username: 'buyer@example.com' } }),
    );
  }
  reloadPersistedState();
  // No deduplication, and no 5 s between focus reads: each read the app asks for happens and can be counted.
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, focusThrottleInterval: 0 }}>
      <AppProviders>
        <Harness />
      </AppProviders>
    </SWRConfig>,
  );
  // Both readers (the button and the harness) have read once, and the answers are in: nothing is in flight
  // when the test acts (a focus while the first reads were still answered got their stale answer, a flake
  // under load).
  if (signedIn) {
    await waitFor(() => expect(reads).toBe(2));
    await screen.findByText('Licences read');
  }
}

const grant = (watermarked = false) => {
  purchased = { data: [JM_ID], total: 1, watermarked: watermarked ? [JM_ID] : [] };
};

describe('the clip download button', () => {
  it('appears once a checkout completes and purchased videos hold the clip, without remounting', async () => {
    await renderHarness();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();

    grant();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout completed' }));

    const link = await screen.findByRole('link', { name: VIDEO_DETAILS_TEXT.download });
    expect(link).toHaveAttribute('href', HREF);
    expect(link).toHaveAttribute('download');
    expect(reads).toBeGreaterThan(2);
    expect(mounts).toBe(1);
  });

  it('appears when the window gets the focus back after a licence was granted elsewhere', async () => {
    await renderHarness();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();

    grant();
    // The buyer comes back to this tab: it is shown again and gets the focus. (Under \`npm test\` several test
    // files run in tabs of one browser, and a tab in the background reads as hidden, which SWR ignores focus in.)
    const shown = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    try {
      window.dispatchEvent(new Event('focus'));
      expect(
        await screen.findByRole('link', { name: VIDEO_DETAILS_TEXT.download }, { timeout: 5_000 }),
      ).toHaveAttribute('href', HREF);
    } finally {
      shown.mockRestore();
    }
    expect(mounts).toBe(1);
  });

  it('says the download of a clip held only under Personal is watermarked, and the master once a better licence is', async () => {
    await renderHarness();
    grant(true);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout completed' }));
    expect(await screen.findByRole('link', { name: VIDEO_DETAILS_TEXT.downloadWatermarked })).toBeVisible();

    grant(false);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout completed' }));
    expect(await screen.findByRole('link', { name: VIDEO_DETAILS_TEXT.download })).toHaveAttribute(
      'data-file',
      'master',
    );
  });

  it('shows nothing to a visitor, who holds no licence', async () => {
    await renderHarness(false);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout completed' }));
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
    expect(reads).toBe(0);
  });
});
