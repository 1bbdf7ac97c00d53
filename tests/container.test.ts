// Issue 35 item 1: the image and the compose file say what the rest of the repository says. Neither can be
// built on a machine without a container engine (npm test's container step says when it is not), so these hold
// them to the artefact the end-to-end tests run against, to the project's Node, and to no secret by default.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const stages = instructions.filter((line) => line.startsWith('FROM '));

describe('the production image', () => {
  it("runs the project's Node, the version package.json's `node` package pins, on Debian slim", () => {
    const pinned = (JSON.parse(read('node_modules/node/package.json')) as { version: string }).version;
    expect(instructions).toContain(`ARG NODE_VERSION=${pinned}`);
    expect(stages).toHaveLength(2);
    for (const stage of stages) expect(stage).toMatch(/^FROM node:\$\{NODE_VERSION\}-bookworm-slim\b/);
  });

  it('makes its artefact with the script the end-to-end tests run against', () => {
    expect(instructions.some((line) => /^RUN node scripts\/release\.mjs --out \/app\b/.test(line))).toBe(
      true,
    );
    expect(read('playwright.config.ts')).toMatch(/scripts\/release\.mjs/);
  });

  it('keeps only the artefact in the final stage, run by a user that is not root, listening beyond loopback, with a health check', () => {
    const final = instructions.slice(instructions.indexOf(stages[1]!));
    expect(final.filter((line) => line.startsWith('COPY '))).toEqual(['COPY --from=build /app /app']);
    expect(final).toContain('USER node');
    // The server listens on loopback unless told otherwise, which nobody outside the container can reach.
    expect(final.find((line) => line.startsWith('ENV '))).toMatch(/\bHOST=0\.0\.0\.0\b/);
    expect(final.findIndex((line) => line === 'USER node')).toBeLessThan(
      final.findIndex((line) => line.startsWith('CMD ')),
    );
    expect(final.some((line) => /^HEALTHCHECK .*CMD \["node", "healthcheck\.mjs"\]/.test(line))).toBe(true);
    expect(final).toContain('CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]');
  });

  it('never carries a secret: no build argument or setting with one, and none of .env or data in its context', () => {
    expect(instructions.filter((line) => /^(ARG|ENV)\b/.test(line)).join(' ')).not.toMatch(
      /SECRET|TOKEN|PASSWORD|KEY|DATABASE_URL/i,
    );
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', '.env.*', 'data', '.git', '**/node_modules'])
      expect(ignored).toContain(entry);
  });
});

describe('the compose file', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, { image?: string; build?: string; environment?: Record<string, string> }>;
  };

  it('runs the image beside PostgreSQL 15', () => {
    expect(compose.services.app!.build).toBe('.');
    expect(compose.services.db!.image).toMatch(/^postgres:15\b/);
    expect(compose.services.app!.environment!.DATABASE_URL).toMatch(/@db:5432\//);
  });

  it('gives no secret a default: each must be set, or compose refuses to start and names it', () => {
    const text = read('compose.yaml');
    for (const name of ['POSTGRES_PASSWORD', 'PUBLIC_BASE_URL', 'COMPANY_EMAIL_DOMAINS'])
      expect(text).toMatch(new RegExp(`\\$\\{${name}:\\?`));
    expect(text).not.toMatch(/\$\{[A-Z_]*(PASSWORD|SECRET|TOKEN)[A-Z_]*:-/);
  });
});
