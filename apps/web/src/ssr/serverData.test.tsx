import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import useSWR, { SWRConfig, unstable_serialize } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverDataFresh } from './serverData';

afterEach(() => {
  cleanup();
});

const SERVER_KEY = ['/api/search', { q: 'dog' }] as const;
const OTHER_KEY = ['/api/search', { q: 'cat' }] as const;

/** Reads one key and shows what it holds; its button asks again, as a retry does. */
function Reader({ swrKey, fetcher }: { swrKey: readonly unknown[]; fetcher: () => Promise<string> }) {
  const { data, mutate } = useSWR(swrKey, fetcher);
  return (
    <div>
      <p>{data ?? 'nothing yet'}</p>
      <button type="button" onClick={() => void mutate()}>
        Again
      </button>
    </div>
  );
}

/** The app's configuration for a page the server rendered: the server's answer as fallback, and the middleware. */
function ServerRendered({ children }: { children: ReactNode }) {
  const [config] = useState(() => {
    const fallback = { [unstable_serialize(SERVER_KEY)]: 'the server answer' };
    return { provider: () => new Map(), fallback, use: [serverDataFresh(Object.keys(fallback))] };
  });
  return <SWRConfig value={config}>{children}</SWRConfig>;
}

/** Shows the reader, hides it, and shows it again: a later visit to the same page. */
function Revisited({ fetcher }: { fetcher: () => Promise<string> }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((now) => !now)}>
        Toggle
      </button>
      {shown ? <Reader swrKey={SERVER_KEY} fetcher={fetcher} /> : null}
    </>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('answers the server rendered the page with', () => {
  it('are shown as they came and not asked for again when the page first mounts', async () => {
    const fetcher = vi.fn(async () => 'a fresh answer');
    render(
      <ServerRendered>
        <Reader swrKey={SERVER_KEY} fetcher={fetcher} />
      </ServerRendered>,
    );
    expect(screen.getByText('the server answer')).toBeVisible();
    await settle();
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.getByText('the server answer')).toBeVisible();
  });

  it('are asked for again on a later visit to the same page', async () => {
    const fetcher = vi.fn(async () => 'a fresh answer');
    render(
      <ServerRendered>
        <Revisited fetcher={fetcher} />
      </ServerRendered>,
    );
    await settle();
    expect(fetcher).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('a fresh answer')).toBeVisible();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('are asked for again when the page asks, as a retry does', async () => {
    const fetcher = vi.fn(async () => 'a fresh answer');
    render(
      <ServerRendered>
        <Reader swrKey={SERVER_KEY} fetcher={fetcher} />
      </ServerRendered>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Again' }));
    expect(await screen.findByText('a fresh answer')).toBeVisible();
  });

  it('leave every other key to be asked for as usual', async () => {
    const fetcher = vi.fn(async () => 'the cat answer');
    render(
      <ServerRendered>
        <Reader swrKey={OTHER_KEY} fetcher={fetcher} />
      </ServerRendered>,
    );
    expect(await screen.findByText('the cat answer')).toBeVisible();
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
  });
});
