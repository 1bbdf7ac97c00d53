// A server process for the mail restart test (restart.test.ts), cut down to what sends mail: the database
// (PGlite in MAIL_WORKER_DATA_DIR, or MAIL_WORKER_DATABASE_URL) and the mail worker as the server runs it
// (mail/plugin.ts, with the settings of the environment: SMTP_URL, NODE_ENV…), reporting each worker event as a
// JSON line on stdout. It exits once no mail is queued and at least one was sent.
//
//   MAIL_WORKER_CA                 a PEM file of the certificate to trust (the test SMTP server's)
//   MAIL_WORKER_LEASE_MS, MAIL_WORKER_POLL_MS
import { readFileSync } from 'node:fs';
import { openDatabase } from '../db/database';
import { loadMailConfig } from './config';
import { createSmtpTransport } from './transport';
import { createMailWorker } from './worker';

const env = process.env;
const say = (line: object) => process.stdout.write(`${JSON.stringify({ pid: process.pid, ...line })}\n`);

const database = await openDatabase({
  url: env.MAIL_WORKER_DATABASE_URL || undefined,
  dataDir: env.MAIL_WORKER_DATA_DIR,
  poolSize: 2,
});
const config = loadMailConfig(env);
const worker = createMailWorker({
  db: database.db,
  config,
  transport: createSmtpTransport(
    { ...config, smtpUrl: config.smtpUrl! },
    { tls: { ca: readFileSync(env.MAIL_WORKER_CA!, 'utf8') } },
  ),
  leaseMs: Number(env.MAIL_WORKER_LEASE_MS ?? 120_000),
  pollIntervalMs: Number(env.MAIL_WORKER_POLL_MS ?? 100),
  onEvent: (event) => say(event),
});
worker.start();
say({ type: 'ready' });

let busy = false;
const check = setInterval(() => {
  if (busy) return;
  busy = true;
  void database.db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('status', '=', 'sent').as('sent'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'queued').as('queued'),
    ])
    .executeTakeFirstOrThrow()
    .then(async ({ sent, queued }) => {
      if (Number(sent) < 1 || Number(queued) > 0) return;
      clearInterval(check);
      // The mails as this process leaves them, so the test needs not open the database again.
      const mails = await database.db
        .selectFrom('outbox')
        .select(['id', 'status', 'attempts', 'textBody'])
        .orderBy('createdAt')
        .execute();
      say({ type: 'mails', mails });
      await worker.stop();
      await database.close();
      say({ type: 'exit' });
      process.exit(0);
    })
    .catch((error: unknown) => say({ type: 'error', error: String(error) }))
    .finally(() => {
      busy = false;
    });
}, 100);
