import { z } from 'zod';

const commaList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(z.string()).min(1, 'give at least one domain'));

/** The server's settings, from the environment. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * 'localhost' makes Fastify listen on every address localhost resolves to (127.0.0.1 and ::1), so
   * http://localhost:PORT works whichever the browser picks; HOST=0.0.0.0 opens it to the network.
   */
  HOST: z.string().min(1).default('localhost'),
  /** A PostgreSQL server, e.g. postgres://user:pass@host:5432/clipmarket; without it, PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** PGlite's data folder (created if missing). */
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Staff are users whose e-mail domain is on this list (spec section 1). */
  COMPANY_EMAIL_DOMAINS: commaList.default(['clipmarket.com']),
  /** Clips generated into an empty library on start; 0 for none. */
  SEED_CLIPS: z.coerce.number().int().min(0).max(5_000_000).default(10_000),
  /**
   * The analytics services the web app is built with (the same variables as its build): the content security
   * policy lets their scripts in only when they are set.
   */
  VITE_GTM_ID: z.string().trim().optional(),
  VITE_BEHAVIOUR_TRACKING_ID: z.string().trim().optional(),
});

export type Config = z.output<typeof configSchema>;

/** Reads the settings; a bad value throws an error naming each variable and what is wrong with it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}
