// The fuzz suite (issue 11; its machinery in fuzz-harness.ts), one of four files that run side by side:
// malformed JSON and wrong content types, and forged credentials, sent to every operation of the OpenAPI
// document, anonymous and signed in. Every answer must be under 500, carry no stack trace, file path or SQL, and
// come within 2 s. FUZZ_SEED=<n> tries another seed; a failure reproduces.
import { describe, it, vi } from 'vitest';
import { SEED, fuzzSuite } from './fuzz-harness';
import { describeValue } from './openapi-inputs';

// Thousands of real HTTP requests on a real database: generous limits for a loaded 2-core machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 600_000 });

const f = fuzzSuite();

// Once per `npm test`, on the engine the server suite runs on (ADR 61): the fuzz tests the handlers and the
// contract, which are the same code on PGlite and on a PostgreSQL server.
describe('the fuzz suite: malformed bodies and forged credentials', () => {
  it('no operation answers a server error, a leak or late to malformed JSON or a wrong content type', async () => {
    const json = (raw: string | Buffer, label: string) => ({
      label,
      raw,
      contentType: 'application/json' as string | undefined,
    });
    const malformed = [
      json('', 'empty JSON body'),
      json('{', 'unclosed object'),
      json('{"a":', 'truncated object'),
      json('[', 'unclosed array'),
      json('{"a":1,}', 'trailing comma'),
      json("{'a':1}", 'single quotes'),
      json('{/* c */}', 'a comment'),
      json('NaN', 'NaN'),
      json('null', 'null'),
      json('"text"', 'a JSON string'),
      json('123', 'a JSON number'),
      json('1e999999', 'a number beyond double'),
      json('true', 'true'),
      json('[]', 'an array'),
      json('{"a":1,"a":2}', 'duplicate keys'),
      json('{"__proto__":{"polluted":true}}', '__proto__ key'),
      json('{"constructor":{"prototype":{"polluted":true}}}', 'constructor.prototype key'),
      json(`${'['.repeat(20_000)}${']'.repeat(20_000)}`, '20,000 nested arrays'),
      json(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`, '5,000 nested objects'),
      json(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 'invalid UTF-8 bytes'),
      json('\uFEFF{}', 'a byte-order mark'),
      json('{"a":"\\ud800"}', 'an escaped lone surrogate'),
      json('{"a":"\\u0000"}', 'an escaped NUL'),
    ];
    const typed = (contentType: string | undefined, label: string, raw = '{"a":1}') => ({
      label,
      raw,
      contentType,
    });
    const contentTypes = [
      typed('text/plain', 'text/plain with JSON text'),
      typed('text/plain;charset=UTF-8', 'text/plain with a charset'),
      typed('application/x-www-form-urlencoded', 'a form', 'a=1&b=%00&c[]=x'),
      typed(
        'multipart/form-data; boundary=x',
        'multipart',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      ),
      typed('multipart/form-data', 'multipart without a boundary', '--x--'),
      typed(
        'application/xml',
        'XML',
        '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>',
      ),
      typed('application/json; charset=utf-16', 'JSON declared as UTF-16'),
      typed('application/json; charset=latin1', 'JSON declared as latin1'),
      typed('application/vnd.api+json', 'a JSON vendor type'),
      typed('application/octet-stream', 'bytes', '\u0000\u0001\u0002'),
      typed('*/*', 'a wildcard content type'),
      typed('', 'an empty content type'),
      typed(undefined, 'no content type'),
      typed('application/json, text/plain', 'two content types'),
    ];
    await f.expectAllAnswersSound(
      f.fuzz((op) => {
        if (op.method === 'GET' && !op.body) {
          // A body on a read: the server must ignore or refuse it.
          return [malformed[1]!, contentTypes[0]!].map((b) => ({
            ...f.baseInput(op, SEED),
            kind: `a body on a GET: ${b.label}`,
            what: `GET with a body: ${b.label}`,
            body: { raw: b.raw, contentType: b.contentType },
          }));
        }
        const base = f.baseInput(op, SEED);
        return [...malformed, ...contentTypes].map((b) => ({
          ...base,
          kind: `the body ${b.label}`,
          what: `body: ${b.label} (${describeValue(typeof b.raw === 'string' ? b.raw : b.raw.toString('latin1'))}, content type ${b.contentType ?? 'none'})`,
          body: { raw: b.raw, contentType: b.contentType },
        }));
      }),
    );
  });
  it('no operation answers a server error, a leak or late to forged, malformed or oversized credentials', async () => {
    const forged: Array<{ label: string; headers: Record<string, string> }> = [
      { label: 'bearer SQL', headers: { authorization: "Bearer ' OR 1=1--" } },
      { label: 'bearer traversal', headers: { authorization: 'Bearer ../../etc/passwd' } },
      { label: 'bearer of 8,000 characters', headers: { authorization: `Bearer ${'a'.repeat(8_000)}` } },
      { label: 'bearer with latin-1 bytes', headers: { authorization: 'Bearer \u00ff\u00fe\u00e9' } },
      { label: 'bearer with spaces', headers: { authorization: 'Bearer a b c' } },
      { label: 'bearer with nothing', headers: { authorization: 'Bearer ' } },
      { label: 'bearer keyword alone', headers: { authorization: 'Bearer' } },
      { label: 'basic credentials', headers: { authorization: 'Basic dXNlcjpwYXNz' } },
      { label: 'lower-case scheme', headers: { authorization: 'bearer abc' } },
      {
        label: 'a token of another user, revoked',
        headers: { authorization: 'Bearer revoked-or-unknown-token' },
      },
      { label: 'cookie SQL', headers: { cookie: "__Host-cm_session=' OR 1=1--" } },
      { label: 'cookie encoded NUL', headers: { cookie: '__Host-cm_session=a%00b' } },
      { label: 'cookie of 8,000 characters', headers: { cookie: `__Host-cm_session=${'a'.repeat(8_000)}` } },
      { label: 'malformed cookie header', headers: { cookie: '=;;;=;__Host-cm_session' } },
      { label: 'both plain and __Host- cookies', headers: { cookie: 'cm_session=x; __Host-cm_session=y' } },
    ];
    await f.expectAllAnswersSound(
      f.fuzz(
        (op) =>
          op.secured
            ? forged.map((forgery) => ({
                ...f.baseInput(op, SEED),
                kind: `credentials: ${forgery.label}`,
                what: `credentials: ${forgery.label}`,
                headers: forgery.headers,
                noCredentials: true,
              }))
            : [],
        ['anonymous'],
      ),
    );
  });
});
