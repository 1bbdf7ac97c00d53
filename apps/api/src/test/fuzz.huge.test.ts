// The fuzz suite (issue 11; its machinery in fuzz-harness.ts), one of four files that run side by side: huge
// strings, arrays and bodies, and values of the wrong type, sent to every operation of the OpenAPI document,
// anonymous and signed in. Every answer must be under 500, carry no stack trace, file path or SQL, and come
// within 2 s. FUZZ_SEED=<n> tries another seed; a failure reproduces.
import { describe, it, vi } from 'vitest';
import { SEED, fuzzSuite } from './fuzz-harness';
import { type Case, HUGE_STRINGS, oneValid, QUERY_SHAPES, slotsOf, WRONG_TYPES } from './openapi-inputs';

// Thousands of real HTTP requests on a real database: generous limits for a loaded 2-core machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 600_000 });

const f = fuzzSuite();

// Once per `npm test`, on the engine the server suite runs on (ADR 61): the fuzz tests the handlers and the
// contract, which are the same code on PGlite and on a PostgreSQL server.
describe('the fuzz suite: huge inputs and wrong types', () => {
  it('no operation answers a server error, a leak or late to huge strings, huge arrays or bodies over the limit', async () => {
    await f.expectAllAnswersSound(
      f.fuzz((op) => {
        const base = f.baseInput(op, SEED);
        const inputs = slotsOf(op).flatMap((slot) => {
          const cases: Case[] = [...HUGE_STRINGS];
          if (slot.in === 'body' && slot.schema.type === 'array') {
            const item = oneValid(
              slot.schema.items ?? {},
              SEED,
              { hints: f.hints(), hintUse: 'only' },
              'jmIds[]',
            );
            cases.push(
              { label: 'array of 10,000 items', value: Array(10_000).fill(item) },
              { label: 'array of 100,000 items (over the body limit)', value: Array(100_000).fill(0) },
            );
          }
          return cases.map((c) => f.mutate(base, slot, c));
        });
        if (op.body) {
          const padded = (size: number) =>
            f.bodyOf(base) && typeof f.bodyOf(base) === 'object' && !Array.isArray(f.bodyOf(base))
              ? { ...(f.bodyOf(base) as object), padding: 'p'.repeat(size) }
              : 'p'.repeat(size);
          inputs.push(
            {
              ...base,
              kind: 'a body of 60 KB',
              what: 'body of 60 KB (an unknown field)',
              body: { json: padded(60_000) },
            },
            {
              ...base,
              kind: 'a body of 100 KB',
              what: 'body of 100 KB (over the 64 KB limit)',
              body: { json: padded(100_000) },
            },
            { ...base, kind: 'a body of 1 MB', what: 'body of 1 MB', body: { json: padded(1_000_000) } },
          );
        }
        return inputs;
      }),
    );
  });
  it('no operation answers a server error, a leak or late to values of the wrong type', async () => {
    await f.expectAllAnswersSound(
      f.fuzz((op) => {
        const base = f.baseInput(op, SEED);
        return slotsOf(op).flatMap((slot) => {
          if (slot.in === 'query') {
            return QUERY_SHAPES.map((shape) => ({
              ...base,
              kind: `query value: ${shape.label}`,
              what: `query ${slot.name} = ${shape.label}`,
              query: [...base.query.filter(([k]) => k !== slot.name), ...shape.pairs(slot.name)],
            }));
          }
          return WRONG_TYPES.map((c) => f.mutate(base, slot, c));
        });
      }),
    );
  });
});
