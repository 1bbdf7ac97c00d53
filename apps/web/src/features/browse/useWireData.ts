import { LIMITS, PAGE_SIZE, type VideosResponse } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { call } from '../../api/client';
import { keys } from '../../api/keys';

/** The wire's data (`/thewire`), apart from the other browse hooks so only the wire loads swr/infinite. */

/** Days the wire's day filter offers. */
const WIRE_DAYS = 14;

/** The wire's days with acquisitions (the day filter's options and counts). */
export function useWireDays() {
  // Only the days and their counts are read: no cards per day.
  const query = { days: WIRE_DAYS, perDay: 0 };
  return useSWR(keys.wire({ acquisitions: true, ...query }), () =>
    call(routes.wireAcquisitionsEndpoint, { query }),
  );
}

/** What the wire's feed is narrowed to. */
export interface WireQuery {
  /** One acquisition day, 'yyyy-MM-dd'; null for every day. */
  day: string | null;
  /** Trending clips only. */
  trending: boolean;
}

function wireFeedQuery({ day, trending }: WireQuery, offset: number) {
  return {
    theWire: 'true' as const,
    offset,
    max: PAGE_SIZE.wire,
    ...(day ? { signedDate: day } : {}),
    ...(trending ? { trending: 'true' as const } : {}),
  };
}

/** The wire's clips, 12 at a time (spec section 9); `setSize(size + 1)` loads 12 more. */
export function useWireFeed(wire: WireQuery) {
  return useSWRInfinite(
    (index: number, previous: VideosResponse | null) => {
      if (previous && previous.data.length < PAGE_SIZE.wire) return null;
      return keys.wire(wireFeedQuery(wire, index * PAGE_SIZE.wire));
    },
    (key: ReturnType<typeof keys.wire>) =>
      call(routes.videosEndpoint, { query: key[1] as ReturnType<typeof wireFeedQuery> }),
    // A new day or the trending switch is a new list: never show the old one's clips as if they were it.
    { revalidateFirstPage: false, keepPreviousData: false },
  );
}

/** The trending clips the wire shows when it has nothing (spec section 9: 4 clips). */
export function useWireFallback(needed: boolean) {
  const query = { trending: 'true', sort: 'popular', max: LIMITS.wireFallbackTrending } as const;
  return useSWR(needed ? keys.videos(query) : null, () => call(routes.videosEndpoint, { query }));
}
