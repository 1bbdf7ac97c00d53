/**
 * The composition root (ADR 64): the one place that reads the settings and builds the server's repositories'
 * users, its services and its background workers, once per server. `buildApp` (app.ts) builds it before any
 * route; each `xRoutes()` takes the services it serves, and the server render (web.ts) calls the same
 * services through the routes' operations (http/operation.ts). Nothing below registers a route.
 *
 * The workers start when the server is ready and stop when it closes, from `start` and `stop` here: one line
 * each.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppOptions } from './app-options';
import { createAccountSessions } from './auth/account-sessions';
import { loadAuthConfig } from './auth/config';
import { createMailer } from './auth/mail';
import { createRateLimiter } from './auth/rate-limit';
import { createAuthService } from './auth/service';
import { createStaffService } from './auth/staff-service';
import { createCatalogueService } from './catalogue/service';
import { createBillingService } from './commerce/billing';
import { createCartService } from './commerce/cart';
import { createCatalogueCache } from './commerce/catalogue';
import { createCheckoutService } from './commerce/checkout';
import { loadCommerceConfig, type CommerceConfig } from './commerce/config';
import { createInvoiceService } from './commerce/invoices';
import type { DB } from './db/schema';
import { createCompMaker, loadCompConfig } from './downloads/comp-maker';
import { createDownloadService } from './downloads/service';
import type { UserResolver } from './http/auth-types';
import { createHistoryService } from './history/service';
import { createInquiryService } from './inquiry/service';
import { loadLicenceConfig } from './licences/config';
import { createOrderService } from './licences/orders';
import { createLicenceService } from './licences/service';
import { loadMailConfig } from './mail/config';
import { createMailWorker } from './mail/worker';
import { createAuthPurge } from './auth/purge';
import type { MediaStore } from './media/store';
import { loadOnboardingConfig, type OnboardingConfig } from './onboarding/config';
import { createOnboardingService } from './onboarding/service';
import { createNotificationService } from './notifications/service';
import { createSavedSearchAlerts } from './saved-searches/alerts';
import { createSavedSearchService } from './saved-searches/service';
import { createPlaylistService } from './playlists/service';
import { createShareLinks } from './playlists/share';
import { createReviewDigests } from './playlist-reviews/digest';
import { createPlaylistReviewService } from './playlist-reviews/service';
import { createTeamCommentService } from './playlist-reviews/team-comments';
import { createTeamService } from './teams/service';
import { catalogueVersion, createSearchCache } from './search/cache';
import { DEFAULT_SEARCH_CACHE } from './search/routes';
import { createSearchService } from './search/service';
import { createStorefront, loadStorefrontConfig, webhookSecret } from './storefront';
import { sandboxBaseUrl } from './storefront/sandbox/routes';
import { createUsageReminder } from './usage/reminder';
import { createUsageService } from './usage/service';
import { loadZipQuotas } from './zips/quotas';
import { createZipRunner } from './zips/runner';
import { createZipService } from './zips/service';

/** The settings, services and workers of one server with a database. */
export type Root = ReturnType<typeof composeRoot>;

/**
 * Builds every service and worker of the server `app` from `options` and the environment. The server is
 * needed for its logger and, with no PUBLIC_BASE_URL, the address it listens on (the sandbox's checkout links).
 */
export function composeRoot(app: FastifyInstance, db: Kysely<DB>, options: AppOptions) {
  const log = app.log;
  const library: MediaStore = app.media.library;
  const files: MediaStore = options.zips?.files ?? app.media.files;

  // Auth: the session look-up of every request (app.ts) is this service's.
  const authConfig = loadAuthConfig();
  const auth = createAuthService(db, {
    config: authConfig,
    onBackgroundError: (error) => log.error({ err: error }, 'auth background work failed'),
    onSecurityEvent: (securityEvent) => log.info({ securityEvent }, `security event ${securityEvent.event}`),
  });
  const resolveUser: UserResolver = options.resolveUser ?? auth.resolveUser;
  const accountSessions = createAccountSessions(db, { config: authConfig });
  const staff = createStaffService(db, auth);

  // Catalogue and search. One coalesced read of the catalogue version for the search cache and the page cache
  // (render-cache.ts): a page that misses runs a search, and both wait for the same read.
  const catalogue = createCatalogueService(db);
  const version = catalogueVersion(db);
  const searchCacheOptions = options.searchCache ?? DEFAULT_SEARCH_CACHE;
  const search = {
    service: createSearchService(db),
    cache: searchCacheOptions.maxBytes > 0 ? createSearchCache(db, { ...searchCacheOptions, version }) : null,
  };

  // Playlists and history.
  const playlists = {
    service: createPlaylistService(db),
    shareLinks: createShareLinks(db, { now: options.playlistReviews?.now }),
  };
  const history = createHistoryService(db);

  // Licences and orders first: a paid order's confirmation mail is queued by the commerce code that records it.
  const licenceConfig = loadLicenceConfig();
  const orders = createOrderService(db, licenceConfig);

  // Commerce: the storefront (Shopify or the sandbox), its prices, the cart and checkout.
  const commerceOptions = options.commerce ?? {};
  const commerceConfig: CommerceConfig = { ...loadCommerceConfig(), ...commerceOptions.config };
  // The storefront's settings are the ones its own routes use (app.ts gives both the same options).
  const storefrontConfig = options.storefront?.config ?? loadStorefrontConfig();
  const storefront =
    commerceOptions.storefront ??
    createStorefront({ db, config: storefrontConfig, app, now: options.storefront?.now });
  const catalogues = createCatalogueCache(storefront, {
    ttlMs: commerceConfig.productsTtlMs,
    timeoutMs: commerceConfig.storefrontReadTimeoutMs,
    onError: (error) =>
      log.warn({ err: error }, "the storefront's products could not be read; using the last good answer"),
  });
  const commerce = {
    config: commerceConfig,
    storefrontConfig,
    catalogues,
    cart: createCartService(db, catalogues, commerceOptions.maxCartLines, storefrontConfig.taxesIncluded),
    checkout: createCheckoutService({
      db,
      storefront,
      catalogues,
      config: commerceConfig,
      // Where buyers reach this server: PUBLIC_BASE_URL, else the address it listens on (as the sandbox does).
      baseUrl: () => commerceConfig.publicBaseUrl ?? sandboxBaseUrl({ publicBaseUrl: null }, app),
      log: (event) => log[event.level](event.detail, event.message),
      confirmOrder: orders.queueConfirmation,
    }),
    billing: createBillingService(db),
    // Paying on account with a PO number (docs/adr/0087): priced from the same catalogue, mailed as above.
    invoices: createInvoiceService({
      db,
      catalogues,
      confirmOrder: orders.queueConfirmation,
      paymentReceipt: orders.queuePaymentReceipt,
      log: (event) => log[event.level](event.detail, event.message),
    }),
    confirmOrder: orders.queueConfirmation,
    webhookSecret: commerceOptions.webhookSecret ?? (() => webhookSecret(db, storefrontConfig)),
  };

  // Licences, the licensing inquiry, downloads and the usage declaration.
  const licences = {
    config: licenceConfig,
    service: createLicenceService(db, licenceConfig),
    orders,
    limiter: createRateLimiter(db),
  };
  const inquiry = createInquiryService(db, {
    onBackgroundError: (error, what) => log.error({ err: error }, `licensing inquiry: ${what} failed`),
  });
  // Comps (ADR 83): made by ffmpeg on first request, kept in the files store.
  const comps = createCompMaker({
    library,
    files,
    options: { ...loadCompConfig(), ...options.comps },
    log: log.child({ component: 'comps' }),
  });
  const downloads = createDownloadService(db, library, history, comps);
  const usageOptions = options.usage ?? {};
  const usage = createUsageService(db, { now: usageOptions.now });

  // Onboarding: built in, and told to an external service first when ONBOARDING_SERVICE_URL is set.
  const onboardingConfig: OnboardingConfig = { ...loadOnboardingConfig(), ...options.onboarding?.config };
  const onboarding = createOnboardingService(db, {
    playlists: playlists.service,
    external: onboardingConfig.serviceUrl
      ? {
          url: onboardingConfig.serviceUrl,
          timeoutMs: onboardingConfig.timeoutMs,
          fetch: options.onboarding?.fetch,
          onError: (error) => log.warn({ err: error }, 'the onboarding service failed'),
        }
      : null,
  });

  // Playlist zips: the service, and the runner that builds them.
  const zipOptions = options.zips ?? {};
  const quotas = zipOptions.quotas ?? loadZipQuotas();
  const zipRunner = createZipRunner({
    db,
    library: zipOptions.library ?? library,
    files,
    limits: zipOptions.limits,
    quotas,
    leaseMs: zipOptions.leaseMs,
    pollIntervalMs: zipOptions.pollIntervalMs,
    retryDelaysMs: zipOptions.retryDelaysMs,
    maxAttempts: zipOptions.maxAttempts,
    entryDelayMs: zipOptions.entryDelayMs,
    beforeEntry: zipOptions.beforeEntry,
    baseUrl: authConfig.publicBaseUrl,
    onEvent: zipOptions.onEvent,
    log: log.child({ component: 'playlist-zips' }),
  });
  const zips = createZipService({ db, files, kick: zipRunner.kick, limits: zipOptions.limits, quotas });

  // The background workers: the usage reminder mail and the mail queue's delivery (tests turn them off).
  const usageReminder =
    usageOptions.reminder?.enabled === false
      ? null
      : createUsageReminder({
          db,
          mailer: usageOptions.mailer ?? createMailer(db, authConfig),
          baseUrl: authConfig.publicBaseUrl,
          now: usageOptions.now,
          intervalMs: usageOptions.reminder?.intervalMs,
          onError: (error) => log.error({ err: error }, 'usage reminder: a pass or a mail failed'),
        });
  // Saved searches, and the alerts that mail their new clips (ADR 90).
  const savedSearchOptions = options.savedSearches ?? {};
  const savedSearches = {
    service: createSavedSearchService(db, search.service, { now: savedSearchOptions.now }),
    alerts:
      savedSearchOptions.alerts?.enabled === false
        ? null
        : createSavedSearchAlerts({
            db,
            search: search.service,
            baseUrl: authConfig.publicBaseUrl,
            now: savedSearchOptions.now,
            intervalMs: savedSearchOptions.alerts?.intervalMs,
            onError: (error) => log.error({ err: error }, 'saved search alerts: a pass or a digest failed'),
          }),
  };
  // Client review of shared playlists (ADR 91), and the owner's mail of each guest's session.
  const reviewOptions = options.playlistReviews ?? {};
  const playlistReviews = {
    service: createPlaylistReviewService(db, { baseUrl: authConfig.publicBaseUrl, now: reviewOptions.now }),
    // Colleagues' comments on a team member's playlist (ADR 92).
    teamComments: createTeamCommentService(db, { now: reviewOptions.now }),
    digests:
      reviewOptions.digests === false
        ? null
        : createReviewDigests({
            db,
            baseUrl: authConfig.publicBaseUrl,
            now: reviewOptions.now,
            onError: (error) => log.error({ err: error }, 'playlist review digest failed'),
          }),
  };
  // Team accounts (ADR 92): their invitations are mailed with a link to this site.
  const teams = createTeamService(db, { baseUrl: authConfig.publicBaseUrl, now: options.teams?.now });
  const { config: mailConfig = loadMailConfig(), worker: mailWorkerOn, ...mailTimings } = options.mail ?? {};
  const mailWorker =
    mailWorkerOn === false
      ? null
      : createMailWorker({ db, config: mailConfig, ...mailTimings, log: log.child({ component: 'mail' }) });
  // Expired sessions and registrations are purged hourly and at start (ADR 65).
  const authPurge = createAuthPurge(db, { log: log.child({ component: 'auth-purge' }) });

  return {
    db,
    resolveUser,
    auth: { config: authConfig, service: auth, accountSessions, staff },
    catalogue,
    /** The catalogue version (migration 0017), read fresh and coalesced: the caches' invalidation. */
    catalogueVersion: version,
    search,
    playlists,
    history,
    commerce,
    licences,
    inquiry,
    downloads,
    /** Generated files (playlist zips, comps): the store the comps are read from. */
    files,
    usage,
    onboarding,
    zips,
    notifications: createNotificationService(db),
    savedSearches,
    playlistReviews,
    teams,

    /** Starts the workers, once the server is ready (main.ts migrates the database before it listens). */
    async start(): Promise<void> {
      zipRunner.start();
      usageReminder?.start();
      savedSearches.alerts?.start();
      playlistReviews.digests?.start();
      mailWorker?.start();
      authPurge.start();
    },

    /**
     * Stops the workers and lets background work finish, before the database closes: mails still being
     * written, inquiries' mails and CRM posts, the running zip (its job is released), the mail being sent.
     */
    async stop(): Promise<void> {
      await auth.settle();
      await inquiry.settle();
      await usageReminder?.stop();
      await savedSearches.alerts?.stop();
      await playlistReviews.digests?.stop();
      await zipRunner.stop();
      await mailWorker?.stop();
      await authPurge.stop();
    },
  };
}
