import { z } from './zod';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';
import { AUTH_MESSAGES, EMAIL_MAX_LENGTH, isValidEmail } from './authRules';

/**
 * Development conveniences beside the mail outbox (`devOutboxEndpoint`), for end-to-end tests of what otherwise
 * waits on the clock: clips that enter the library now, and an account's saved-search alerts run now. Like the
 * outbox they are registered only outside production (NODE_ENV=production has none of them), answer only this
 * machine under its own name, and take no session. The web app never calls them.
 */

export const DEV_LIMITS = {
  /** Clips one acquisition adds, at most: a test needs a few, and the fuzz suite calls it many times. */
  acquisitionsMax: 20,
  /** Characters of an acquisition's title. */
  titleMax: 100,
} as const;

export const DEV_MESSAGES = {
  count: `Add from 1 to ${DEV_LIMITS.acquisitionsMax} clips at a time.`,
  titleEmpty: 'Give the clips a title, or leave the title out.',
  titleLong: `Use at most ${DEV_LIMITS.titleMax} characters for the title.`,
  libraryFull: 'The generated library has no more clips to add.',
  noAccount: 'No account has this e-mail address.',
} as const;

export const devAcquisitionsBodySchema = z.object({
  /** How many generated clips to add. */
  count: z
    .number(DEV_MESSAGES.count)
    .int(DEV_MESSAGES.count)
    .min(1, DEV_MESSAGES.count)
    .max(DEV_LIMITS.acquisitionsMax, DEV_MESSAGES.count),
  /**
   * The clips' title (and publishing title), so a test can add clips that match a word; numbered when there are
   * several ('Harbour seal 1', 'Harbour seal 2'). Without it each keeps the title the generator gives it.
   */
  title: z
    .string()
    .trim()
    .min(1, DEV_MESSAGES.titleEmpty)
    .max(DEV_LIMITS.titleMax, DEV_MESSAGES.titleLong)
    .optional(),
});
export type DevAcquisitionsBody = z.input<typeof devAcquisitionsBodySchema>;

export const devAcquiredClipSchema = z.object({
  jmId: z.string(),
  title: z.string().nullable(),
  publishingTitle: z.string().nullable(),
});
export type DevAcquiredClip = z.infer<typeof devAcquiredClipSchema>;

export const devAcquisitionsEndpoint = endpoint({
  ...ENDPOINT_PATHS.devAcquisitionsEndpoint,
  auth: 'public',
  summary:
    'Development only (not registered in production): adds generated clips to the library, entered now',
  tag: 'Development',
  body: devAcquisitionsBodySchema,
  response: z.object({ data: z.array(devAcquiredClipSchema) }),
  status: 201,
  errors: {
    400: 'A count not from 1 to 20, or a blank or too long title.',
    409: 'The generator has no more clips.',
  },
});

export const devSavedSearchAlertsRunBodySchema = z.object({
  /** The account whose alerts run. */
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailInvalid)
    .refine(isValidEmail, AUTH_MESSAGES.emailInvalid),
});
export type DevSavedSearchAlertsRunBody = z.input<typeof devSavedSearchAlertsRunBodySchema>;

export const devSavedSearchAlertsRunEndpoint = endpoint({
  ...ENDPOINT_PATHS.devSavedSearchAlertsRunEndpoint,
  auth: 'public',
  summary:
    "Development only (not registered in production): runs one account's saved-search alerts now, due or " +
    'not, over the clips that entered up to now, and answers how many digest mails were queued',
  tag: 'Development',
  body: devSavedSearchAlertsRunBodySchema,
  response: z.object({ queued: z.number().int().min(0) }),
  errors: { 400: 'Not an e-mail address.', 404: 'No account has this e-mail address.' },
});
