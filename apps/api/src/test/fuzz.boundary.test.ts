// The fuzz suite (issue 11; its machinery in fuzz-harness.ts), one of four files that run side by side: boundary
// values, and hostile strings (NUL, lone surrogates, traversal, SQL), sent to every operation of the OpenAPI
// document, anonymous and signed in. Every answer must be under 500, carry no stack trace, file path or SQL, and
// come within 2 s. FUZZ_SEED=<n> tries another seed; a failure reproduces.
import { describe, it, vi } from 'vitest';
import { SEED, fuzzSuite } from './fuzz-harness';
import { boundaryCases, HOSTILE_STRINGS, RAW_PATH_VALUES, slotsOf } from './openapi-inputs';

// Thousands of real HTTP requests on a real database: generous limits for a loaded 2-core machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 600_000 });

const f = fuzzSuite();

// Once per `npm test`, on the engine the server suite runs on (ADR 61): the fuzz tests the handlers and the
// contract, which are the same code on PGlite and on a PostgreSQL server.
describe('the fuzz suite: boundary values and hostile strings', () => {
  it('no operation answers a server error, a leak or late to boundary values in any parameter or field', async () => {
    await f.expectAllAnswersSound(
      f.fuzz((op) => {
        const base = f.baseInput(op, SEED);
        return slotsOf(op).flatMap((slot) =>
          boundaryCases(slot.schema, f.atSlot(base, slot)).map((c) => f.mutate(base, slot, c)),
        );
      }),
    );
  });
  it('no operation answers a server error, a leak or late to NUL, lone surrogates, traversal or SQL in any string', async () => {
    await f.expectAllAnswersSound(
      f.fuzz((op) => {
        const base = f.baseInput(op, SEED);
        return slotsOf(op).flatMap((slot) => [
          ...HOSTILE_STRINGS.map((c) => f.mutate(base, slot, c)),
          ...(slot.in === 'path' ? RAW_PATH_VALUES.map((c) => f.mutate(base, slot, c)) : []),
        ]);
      }),
    );
  });
});
