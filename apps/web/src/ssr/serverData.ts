import { useEffect } from 'react';
import type { Middleware } from 'swr';
import { serialize } from 'swr/_internal';

/**
 * An SWR middleware that takes the server's answers as fresh (ADR 17): a hook whose key the server rendered
 * the page with does not ask for it again when it first mounts.
 *
 * Without it SWR revalidates every such key as soon as the page hydrates: `isLoading` flips on and off and
 * the answer comes back as a new object, equal to the one on screen. Each change reaches the page through
 * `useSyncExternalStore`, so React redraws the whole page, all 60 search cards of it, in one synchronous task
 * right after hydration. A phone spends that task on markup that does not change.
 *
 * Each key counts as fresh for its first mount only: the answer is seconds old when the page hydrates, but a
 * later visit to the same page (a Back, a link) asks the server again as usual, and `mutate()` always does.
 */
export function serverDataFresh(keys: Iterable<string>): Middleware {
  const fresh = new Set(keys);
  return (useSWRNext) => (key, fetcher, config) => {
    // '' for no key (a hook waiting on a condition), as SWR serialises it.
    const [serialized] = serialize(key);
    const fromServer = serialized !== '' && fresh.has(serialized);
    useEffect(() => {
      if (fromServer) fresh.delete(serialized);
    }, [fromServer, serialized]);
    return useSWRNext(key, fetcher, fromServer ? { ...config, revalidateOnMount: false } : config);
  };
}
