import { z } from './zod';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';
import { SAVED_SEARCH_FIELDS } from '../rules/savedSearch';
import { searchRequestSchema } from './search';
import { ALERT_FREQUENCIES, SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from './savedSearchRules';

/**
 * Saved searches that alert (issue 33, item 3; ADR 90). A buyer saves a search (its words and filters) with a
 * name, and sees in the account how many clips entered the library since they last looked. Each can alert, daily
 * or weekly: one digest mail of the new clips, never an empty one, whose own link turns the alert off without
 * signing in (RFC 8058 one-click). The wire's categories are followed the same way: a saved search of a category.
 */

export * from './savedSearchRules';

/** What a saved search keeps of a search (core's `SAVED_SEARCH_FIELDS`): the words and the filters. */
export const savedSearchQuerySchema = searchRequestSchema.pick(
  Object.fromEntries(SAVED_SEARCH_FIELDS.map((field) => [field, true])) as {
    [K in (typeof SAVED_SEARCH_FIELDS)[number]]: true;
  },
);

const name = z
  .string()
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameEmpty)
  .max(SAVED_SEARCH_LIMITS.nameMax, `Use at most ${SAVED_SEARCH_LIMITS.nameMax} characters.`);

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: savedSearchQuerySchema,
  alert: z.enum(ALERT_FREQUENCIES),
  /** Clips that entered the library matching it since the buyer last opened it, up to `newCounted` + 1. */
  newClips: z.number().int().min(0),
  /** ISO time the buyer last opened it (or saved it). */
  lastSeenAt: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchesResponseSchema = z.object({ data: z.array(savedSearchSchema) });
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponseSchema>;

export const savedSearchesEndpoint = endpoint({
  ...ENDPOINT_PATHS.savedSearchesEndpoint,
  auth: 'user',
  summary: "The account's saved searches, newest first, each with its new clips since last opened",
  tag: 'Saved searches',
  response: savedSearchesResponseSchema,
  errors: { 401: 'Not signed in.' },
});

export const createSavedSearchBodySchema = z.object({
  name,
  query: savedSearchQuerySchema,
  alert: z.enum(ALERT_FREQUENCIES).default('off'),
});
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBodySchema>;

export const createSavedSearchEndpoint = endpoint({
  ...ENDPOINT_PATHS.createSavedSearchEndpoint,
  auth: 'user',
  summary: 'Saves a search (its words and filters) with a name, and its alert',
  tag: 'Saved searches',
  body: createSavedSearchBodySchema,
  response: savedSearchSchema,
  status: 201,
  errors: {
    400: 'No name, a name too long, a search not of the contract, or the account keeps the most it may.',
    401: 'Not signed in.',
    409: 'The account has a saved search of that name.',
  },
});

const savedSearchParams = z.object({
  savedSearchId: z.string().regex(/^\d{1,18}$/, SAVED_SEARCH_MESSAGES.notFound),
});

export const updateSavedSearchBodySchema = z
  .object({ name: name.optional(), alert: z.enum(ALERT_FREQUENCIES).optional() })
  .refine((body) => body.name !== undefined || body.alert !== undefined, 'Give a name or an alert.');
export type UpdateSavedSearchBody = z.input<typeof updateSavedSearchBodySchema>;

export const updateSavedSearchEndpoint = endpoint({
  ...ENDPOINT_PATHS.updateSavedSearchEndpoint,
  auth: 'user',
  summary: 'Renames a saved search or sets its alert (off, daily or weekly)',
  tag: 'Saved searches',
  params: savedSearchParams,
  body: updateSavedSearchBodySchema,
  response: savedSearchSchema,
  errors: {
    400: 'Neither a name nor an alert, or one not allowed.',
    401: 'Not signed in.',
    404: 'No saved search of the account has that id.',
    409: 'The account has another saved search of that name.',
  },
});

export const deleteSavedSearchEndpoint = endpoint({
  ...ENDPOINT_PATHS.deleteSavedSearchEndpoint,
  auth: 'user',
  summary: 'Deletes a saved search, and its alert with it',
  tag: 'Saved searches',
  params: savedSearchParams,
  response: z.void(),
  status: 204,
  errors: { 401: 'Not signed in.', 404: 'No saved search of the account has that id.' },
});

export const seenSavedSearchEndpoint = endpoint({
  ...ENDPOINT_PATHS.seenSavedSearchEndpoint,
  auth: 'user',
  summary: 'Marks a saved search opened now: its new clips count from here',
  tag: 'Saved searches',
  params: savedSearchParams,
  response: savedSearchSchema,
  errors: { 401: 'Not signed in.', 404: 'No saved search of the account has that id.' },
});

/** The token of an alert mail's unsubscribe link. */
export const alertUnsubscribeQuerySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, SAVED_SEARCH_MESSAGES.unsubscribeInvalid),
});

export const alertUnsubscribeResponseSchema = z.object({
  /** The saved search's name. */
  name: z.string(),
  alert: z.enum(ALERT_FREQUENCIES),
});
export type AlertUnsubscribeResponse = z.infer<typeof alertUnsubscribeResponseSchema>;

export const alertUnsubscribeInfoEndpoint = endpoint({
  ...ENDPOINT_PATHS.alertUnsubscribeInfoEndpoint,
  auth: 'public',
  summary: "Which saved search an alert mail's unsubscribe link is for, and its alert (changes nothing)",
  tag: 'Saved searches',
  query: alertUnsubscribeQuerySchema,
  response: alertUnsubscribeResponseSchema,
  errors: { 400: 'Not a token.', 404: 'The link is not valid, or its saved search was deleted.' },
});

export const alertUnsubscribeEndpoint = endpoint({
  ...ENDPOINT_PATHS.alertUnsubscribeEndpoint,
  auth: 'public',
  summary:
    "Turns off a saved search's alert from its mail's link, without signing in (RFC 8058 one-click: a mail " +
    'client posts `List-Unsubscribe=One-Click` as a form)',
  tag: 'Saved searches',
  query: alertUnsubscribeQuerySchema,
  response: alertUnsubscribeResponseSchema,
  errors: { 400: 'Not a token.', 404: 'The link is not valid, or its saved search was deleted.' },
});
