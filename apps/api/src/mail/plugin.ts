import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { loadMailConfig, type MailConfig } from './config';
import { createMailWorker, type MailWorkerOptions } from './worker';

export interface MailOptions extends Partial<
  Pick<
    MailWorkerOptions,
    | 'transport'
    | 'leaseMs'
    | 'pollIntervalMs'
    | 'retryDelaysMs'
    | 'maxAttempts'
    | 'purgeIntervalMs'
    | 'onEvent'
  >
> {
  /** @default the environment's (loadMailConfig) */
  config?: MailConfig;
  /** @default true; false leaves queued mail to another process's worker (tests) */
  worker?: boolean;
}

declare module '../app' {
  interface AppOptions {
    /** The mail queue's worker (mail/worker.ts): its settings, transport and timings (tests set them here). */
    mail?: MailOptions;
  }
}

/**
 * The mail worker of this server process (ADR 58): started once the server is ready (after the migrations, in
 * main.ts), stopped when it closes, before the database. Mails are queued by `createMailer` (auth/mail.ts).
 */
export function mailWorker(app: FastifyInstance, db: Kysely<DB>, options: MailOptions = {}): void {
  if (options.worker === false) return;
  const { config = loadMailConfig(), worker: _, ...timings } = options;
  const worker = createMailWorker({ db, config, ...timings, log: app.log.child({ component: 'mail' }) });
  // A plugin, so the hooks are added when the server boots: onClose hooks run last added first, so the worker
  // stops before main.ts closes the database.
  void app.register(async (scope) => {
    scope.addHook('onReady', async () => worker.start());
    scope.addHook('onClose', async () => worker.stop());
  });
}
