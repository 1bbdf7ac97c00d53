import type { MailConfig } from './config';
import type { MailWorkerOptions } from './worker';

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

declare module '../app-options' {
  interface AppOptions {
    /** The mail queue's worker (mail/worker.ts): its settings, transport and timings (tests set them here). */
    mail?: MailOptions;
  }
}
