// The fuzz suite (issue 11; its machinery in fuzz-harness.ts), one of four files that run side by side: that the
// document has every endpoint of the contract, and generated valid inputs, sent to every operation of the
// OpenAPI document, anonymous and signed in. Every answer must be under 500, carry no stack trace, file path or
// SQL, and come within 2 s. FUZZ_SEED=<n> tries another seed; a failure reproduces.
import { describe, expect, it, vi } from 'vitest';
import { type Input, SEED, fuzzSuite, VALID_RUNS } from './fuzz-harness';
import { contractEndpoints, describeValue, sampleValid } from './openapi-inputs';

// Thousands of real HTTP requests on a real database: generous limits for a loaded 2-core machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 600_000 });

const f = fuzzSuite();

// Once per `npm test`, on the engine the server suite runs on (ADR 61): the fuzz tests the handlers and the
// contract, which are the same code on PGlite and on a PostgreSQL server.
describe('the fuzz suite: its coverage of the contract, and generated valid inputs', () => {
  it('covers every endpoint of the contract, found in the OpenAPI document', () => {
    const documented = new Set(f.operations.map((op) => `${op.method} ${op.path}`));
    const missing = contractEndpoints()
      .filter((e) => !(e.path === '/api/dev/outbox' && !documented.has('GET /api/dev/outbox')))
      .map((e) => `${e.method} ${e.path}`)
      .filter((label) => !documented.has(label));
    expect(missing).toEqual([]);
    expect(f.operations.length).toBeGreaterThanOrEqual(40);
  });
  it('no operation answers a server error, a leak or late to generated valid inputs', async () => {
    const { statuses } = await f.expectAllAnswersSound(
      f.fuzz((op, mode) => {
        const seed = SEED + op.label.length + (mode === 'anonymous' ? 0 : 7919);
        const options = { hints: f.hints() };
        const paths = sampleValid(f.paramsSchema(op.pathParams), seed, VALID_RUNS, options);
        const queries = sampleValid(f.paramsSchema(op.queryParams), seed + 1, VALID_RUNS, options);
        const bodies = op.body ? sampleValid(op.body, seed + 2, VALID_RUNS, options) : [];
        return paths.map((path, i) => {
          const input: Input = {
            kind: 'a generated valid input',
            what: '',
            path: f.toPathValues(path as Record<string, unknown>),
            query: f.toQuery(queries[i] as Record<string, unknown>),
            ...(op.body ? { body: { json: bodies[i] } } : {}),
          };
          input.what = `valid input: path ${describeValue(path)} query ${describeValue(queries[i])}${op.body ? ` body ${describeValue(bodies[i])}` : ''}`;
          return input;
        });
      }),
    );
    // The generated inputs must get past validation somewhere, or the f.fuzz proves nothing about the handler.
    const neverValid = f.operations
      .filter((op) => [...(statuses.get(op.label) ?? [])].every((status) => status === 400))
      .map((op) => `${op.label}: every generated valid input answered 400 (give the generator a hint)`);
    expect(neverValid).toEqual([]);
  });
});
