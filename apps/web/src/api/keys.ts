/**
 * SWR keys, one builder per resource (house style): every key starts with its resource's name, so
 * `mutate(matches('playlists'))` refreshes everything a playlist change can touch, and a search for a key's
 * name finds every reader and every invalidation.
 */
export type Resource =
  | 'search'
  | 'similar'
  | 'suggestions'
  | 'video'
  | 'videoDetails'
  | 'videos'
  | 'wire'
  | 'home'
  | 'collections'
  | 'merchandising'
  | 'publisher'
  | 'categories'
  | 'profile'
  | 'playlists'
  | 'favourites'
  | 'cart'
  | 'products'
  | 'purchased'
  | 'licences'
  | 'billing'
  | 'invoices'
  | 'preferences'
  | 'downloads'
  | 'notifications';

type Key<R extends Resource, A extends unknown[]> = readonly [R, ...A];

export const keys = {
  search: (query: Record<string, unknown>): Key<'search', [Record<string, unknown>]> => ['search', query],
  similar: (
    jmId: string,
    query: Record<string, unknown>,
  ): Key<'similar', [string, Record<string, unknown>]> => ['similar', jmId, query],
  suggestions: (q: string): Key<'suggestions', [string]> => ['suggestions', q],
  video: (jmId: string): Key<'video', [string]> => ['video', jmId],
  videoDetails: (jmId: string): Key<'videoDetails', [string]> => ['videoDetails', jmId],
  videos: (query: Record<string, unknown>): Key<'videos', [Record<string, unknown>]> => ['videos', query],
  wire: (query: Record<string, unknown>): Key<'wire', [Record<string, unknown>]> => ['wire', query],
  home: (): Key<'home', []> => ['home'],
  collections: (slug?: string): Key<'collections', [string]> => ['collections', slug ?? ''],
  merchandising: (): Key<'merchandising', []> => ['merchandising'],
  publisher: (): Key<'publisher', []> => ['publisher'],
  categories: (): Key<'categories', []> => ['categories'],
  profile: (): Key<'profile', []> => ['profile'],
  /** Everything about playlists: lists, one list, its videos, its folders, and the lists holding a video. */
  playlists: {
    list: (query: Record<string, unknown>) => ['playlists', 'list', query] as const,
    one: (uuid: string) => ['playlists', 'one', uuid] as const,
    videos: (uuid: string, folderUuid: string | null, offset: number) =>
      ['playlists', 'videos', uuid, folderUuid ?? '', offset] as const,
    folders: (uuid: string) => ['playlists', 'folders', uuid] as const,
    forVideo: (jmId: string) => ['playlists', 'forVideo', jmId] as const,
  },
  favourites: (): Key<'favourites', []> => ['favourites'],
  /** The user's cart (commerce): lines, totals, readiness, credits. */
  cart: (): Key<'cart', []> => ['cart'],
  /** The storefront's prices. */
  products: (): Key<'products', []> => ['products'],
  /** The clips the user holds a licence for. */
  purchased: (): Key<'purchased', []> => ['purchased'],
  /**
   * Licences and their proof: the account's history (by its filters and page), one licence, one order, and the
   * public checks (a licence number's verification, a terms link against its order). A new order (or a refund)
   * changes them all.
   */
  licences: {
    history: (query: Record<string, unknown>) => ['licences', 'history', query] as const,
    one: (number: string) => ['licences', 'one', number] as const,
    order: (orderNumber: string) => ['licences', 'order', orderNumber] as const,
    verification: (number: string) => ['licences', 'verification', number] as const,
    terms: (query: Record<string, unknown>) => ['licences', 'terms', query] as const,
  },
  /** Who the user's receipts are made out to (null until given): Account › Profile, and the checkout. */
  billing: (): Key<'billing', []> => ['billing'],
  /**
   * Paying on account (docs/adr/0087): whether the user may (read again when their billing company changes),
   * and the staff's approvals and invoices.
   */
  invoices: {
    status: (company: string | null) => ['invoices', 'status', company ?? ''] as const,
    approvals: () => ['invoices', 'approvals'] as const,
    list: (status: 'open' | 'all') => ['invoices', 'list', status] as const,
  },
  /** The signed-in user's saved preferences: search with exact match only (`exactMatchOnly`). */
  preferences: {
    exactMatchOnly: (username: string) => ['preferences', 'exactMatchOnly', username] as const,
  },
  /** Downloads (fulfilment): the user's playlist download entries; whether the server makes comps. */
  downloads: {
    playlists: () => ['downloads', 'playlists'] as const,
    comps: () => ['downloads', 'comps'] as const,
  },
  notifications: () => ['notifications'] as const,
} as const;

/** A filter for `mutate` that matches every key of a resource. */
export function matches(resource: Resource): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && key[0] === resource;
}
