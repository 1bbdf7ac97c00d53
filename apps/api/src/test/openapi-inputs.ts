// Inputs for every operation of the OpenAPI document, for the fuzz and authorisation suites: the operations
// themselves, valid values generated from their JSON schemas (fast-check, seeded, so a failure reproduces),
// boundary values, hostile values, and a readable description of any input for failure messages.
import * as core from '@clipmarket/core';
import fc from 'fast-check';

/** The parts of JSON Schema (OpenAPI 3.0 flavour) the generated document uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the document, with its schemas resolved. */
export interface Operation {
  method: string;
  /** As the document writes it, with `{name}` parameters. */
  path: string;
  /** `METHOD /path`, for messages. */
  label: string;
  /** The document lists a security requirement (the contract's `auth: 'user'` or `'optional'`). */
  secured: boolean;
  /** The contract's `auth` of this operation, or null when the contract has no endpoint with its method and path. */
  auth: core.EndpointAuth | null;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, or null when the operation takes no body. */
  body: JsonSchema | null;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every endpoint the contract package exports (found by shape, so a new endpoint is found without a list). */
export function contractEndpoints(): core.Endpoint[] {
  const found = new Map<string, core.Endpoint>();
  for (const value of Object.values(core) as unknown[]) {
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as core.Endpoint).method === 'string' &&
      typeof (value as core.Endpoint).path === 'string' &&
      typeof (value as core.Endpoint).auth === 'string' &&
      'response' in value
    ) {
      const e = value as core.Endpoint;
      found.set(`${e.method} ${e.path}`, e);
    }
  }
  return [...found.values()];
}

function deref(schema: JsonSchema | undefined, doc: OpenApiDocument, depth = 0): JsonSchema {
  if (!schema) return {};
  if (depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return deref(doc.components?.schemas?.[name], doc, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, deref(value, doc, depth + 1)]),
    );
  }
  if (schema.items) out.items = deref(schema.items, doc, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[key]) out[key] = schema[key].map((s) => deref(s, doc, depth + 1));
  }
  if (out.allOf) {
    const merged: JsonSchema = { ...out, allOf: undefined };
    for (const part of out.allOf) {
      merged.type ??= part.type;
      merged.properties = { ...merged.properties, ...part.properties };
      merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
    }
    return merged;
  }
  return out;
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const contract = new Map(contractEndpoints().map((e) => [`${e.method} ${e.path}`, e]));
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const params = (op.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        required: p.in === 'path' || p.required === true,
        schema: deref(p.schema, doc),
      }));
      const json = op.requestBody?.content?.['application/json']?.schema;
      const upper = method.toUpperCase();
      operations.push({
        method: upper,
        path,
        label: `${upper} ${path}`,
        secured: Array.isArray(op.security) && op.security.length > 0,
        auth: contract.get(`${upper} ${path}`)?.auth ?? null,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: json ? deref(json, doc) : null,
      });
    }
  }
  return operations;
}

/** The `{name}` parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

// ---------------------------------------------------------------------------------------------------------
// Percent-encoding that can also carry what `encodeURIComponent` refuses (lone surrogates, as WTF-8 bytes).

function hex(byte: number): string {
  return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** `encodeURIComponent`, except that a lone surrogate is sent as its three (invalid UTF-8) bytes. */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const isLow = unit >= 0xdc00 && unit <= 0xdfff;
    const next = text.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (isHigh || isLow) {
      out += hex(0xe0 | (unit >> 12)) + hex(0x80 | ((unit >> 6) & 0x3f)) + hex(0x80 | (unit & 0x3f));
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** A path parameter's value: text to percent-encode, or `raw` text put in the path as it is. */
export type PathValue = string | { raw: string };

export function fillPathRaw(path: string, values: Record<string, PathValue>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name] ?? '';
    return typeof value === 'string' ? percentEncode(value) : value.raw;
  });
}

/** A query string from pairs (a value of `null` sends the name alone, `name` with no `=`). */
export function queryString(pairs: Array<[string, string | null]>): string {
  if (pairs.length === 0) return '';
  return `?${pairs.map(([k, v]) => (v === null ? percentEncode(k) : `${percentEncode(k)}=${percentEncode(v)}`)).join('&')}`;
}

/** How a generated value goes into a query string: arrays repeat the name, objects as JSON text. */
export function queryPairs(name: string, value: unknown): Array<[string, string]> {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => queryPairs(name, v));
  if (value !== null && typeof value === 'object') return [[name, JSON.stringify(value)]];
  return [[name, String(value)]];
}

// ---------------------------------------------------------------------------------------------------------
// Valid values

/** Values to prefer for a parameter or field of this name (`jmIds[]` names the items of `jmIds`). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

export interface GenerateOptions {
  hints?: Hints;
  /** 'mixed' (default): hinted values most of the time, schema values otherwise; 'only': always the hint. */
  hintUse?: 'mixed' | 'only';
  /** Every property present (optional ones too), so a mutation of any field lands on a full body. */
  allProperties?: boolean;
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  if (schema.enum) return [typeof schema.enum[0]];
  return [];
}

/** Text Postgres can store and a person could type: no NUL, no lone surrogates. */
const storableText = (min: number, max: number) =>
  fc
    .oneof(
      { arbitrary: fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' }), weight: 3 },
      { arbitrary: fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }), weight: 1 },
    )
    .filter((s) => !s.includes('\u0000') && s.length >= min && s.length <= max);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'email')
    return fc.emailAddress().filter((s) => s.length >= min && s.length <= (schema.maxLength ?? 320));
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    // A calendar day (the pattern alone allows '2024-99-99', which the contract's own check refuses).
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.pattern) {
    try {
      const longest = schema.maxLength ?? 64;
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= min && s.length <= longest && !s.includes('\u0000'));
    } catch {
      // A pattern fast-check cannot read: plain text (the server then answers 400, which is fine).
    }
  }
  return storableText(min, max);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = schema.minimum ?? (integer ? -1_000_000 : -1e6);
  let max = schema.maximum ?? (integer ? 1_000_000 : 1e6);
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + (integer ? 1 : 1e-9);
  else if (schema.exclusiveMinimum === true) min += integer ? 1 : 1e-9;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - (integer ? 1 : 1e-9);
  else if (schema.exclusiveMaximum === true) max -= integer ? 1 : 1e-9;
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const lo = Math.max(min, -(2 ** 31));
  const hi = Math.min(max, 2 ** 31 - 1);
  return fc.oneof(
    { arbitrary: fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, hi)) }), weight: 4 },
    { arbitrary: fc.constantFrom(Math.ceil(min), Math.floor(max)), weight: 1 },
  );
}

const hintTypes = new WeakMap<fc.Arbitrary<unknown>, string>();

/** Is the hint's type one the schema allows (a hint named `to` is no use for a number field called `to`)? */
function hintFits(schema: JsonSchema, hint: fc.Arbitrary<unknown>): boolean {
  let type = hintTypes.get(hint);
  if (type === undefined) {
    const value = fc.sample(hint, { seed: 1, numRuns: 1 })[0];
    type = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
    hintTypes.set(hint, type);
  }
  const allowed = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf);
  if (allowed.length === 0) return true;
  return allowed.some((t) => t === type || (type === 'number' && t === 'integer'));
}

/** A fast-check arbitrary of values the schema accepts (as far as JSON Schema can tell). */
export function validArbitrary(
  schema: JsonSchema,
  options: GenerateOptions = {},
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const plain = schemaArbitrary(schema, options, name, depth);
  const hint = name ? options.hints?.[name] : undefined;
  if (!hint || !hintFits(schema, hint)) return plain;
  if (options.hintUse === 'only') return hint;
  return fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: plain, weight: 1 });
}

function schemaArbitrary(
  schema: JsonSchema,
  options: GenerateOptions,
  name: string | undefined,
  depth: number,
): fc.Arbitrary<unknown> {
  const inner = nonNullArbitrary(schema, options, name, depth);
  return schema.nullable && options.hintUse !== 'only' ? fc.option(inner, { nil: null, freq: 6 }) : inner;
}

function nonNullArbitrary(
  schema: JsonSchema,
  options: GenerateOptions,
  name: string | undefined,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s) => validArbitrary(s, options, name, depth + 1)));
  }
  const type = typesOf(schema).find((t) => t !== 'null');
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const itemName = name ? `${name}[]` : undefined;
      const hinted = itemName !== undefined && options.hints?.[itemName] !== undefined;
      // With a hint for the items, at least one real item (an empty list proves little).
      const min = Math.max(schema.minItems ?? 0, hinted ? 1 : 0);
      const max = Math.max(min, Math.min(schema.maxItems ?? 5, hinted ? 3 : 5));
      const items = validArbitrary(schema.items ?? {}, options, itemName, depth + 1);
      return fc.array(items, { minLength: min, maxLength: max });
    }
    case 'object':
      return objectArbitrary(schema, options, depth);
    default:
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: JsonSchema, options: GenerateOptions, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) return fc.constant({});
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) model[key] = validArbitrary(properties[key]!, options, key, depth + 1);
  const requiredKeys = options.allProperties ? keys : (schema.required ?? []);
  return fc.record(model, { requiredKeys });
}

/** `count` values the schema accepts, the same ones for the same seed. */
export function sampleValid(schema: JsonSchema, seed: number, count: number, options: GenerateOptions = {}) {
  return fc.sample(validArbitrary(schema, options), { seed, numRuns: count });
}

/** One valid value of a parameter or field, the same for the same seed. */
export function oneValid(schema: JsonSchema, seed: number, options: GenerateOptions = {}, name?: string) {
  return fc.sample(validArbitrary(schema, options, name), { seed, numRuns: 1 })[0];
}

// ---------------------------------------------------------------------------------------------------------
// Where a value goes: a slot is a path parameter, a query parameter, the body or a field inside it.

export type Slot =
  | { in: 'path'; name: string; schema: JsonSchema }
  | { in: 'query'; name: string; schema: JsonSchema }
  | { in: 'body'; at: Array<string | number>; schema: JsonSchema };

export function slotLabel(slot: Slot): string {
  if (slot.in !== 'body') return `${slot.in} ${slot.name}`;
  return slot.at.length === 0
    ? 'body'
    : `body.${slot.at.map((k) => (typeof k === 'number' ? `[${k}]` : k)).join('.')}`;
}

/** Every slot of an operation: its parameters, its body and every field of the body (nested up to `depth`). */
export function slotsOf(op: Operation, depth = 3): Slot[] {
  const slots: Slot[] = [
    ...op.pathParams.map((p) => ({ in: 'path' as const, name: p.name, schema: p.schema })),
    ...op.queryParams.map((p) => ({ in: 'query' as const, name: p.name, schema: p.schema })),
  ];
  const walk = (schema: JsonSchema, at: Array<string | number>) => {
    slots.push({ in: 'body', at, schema });
    if (at.length >= depth) return;
    for (const [key, property] of Object.entries(schema.properties ?? {})) walk(property, [...at, key]);
    if (schema.items) walk(schema.items, [...at, 0]);
    for (const alternative of schema.anyOf ?? schema.oneOf ?? []) {
      for (const [key, property] of Object.entries(alternative.properties ?? {})) {
        if (!schema.properties?.[key]) walk(property, [...at, key]);
      }
    }
  };
  if (op.body) walk(op.body, []);
  return slots;
}

/** A copy of `body` with the value at `at` replaced (missing objects and arrays on the way are created). */
export function setAt(body: unknown, at: Array<string | number>, value: unknown): unknown {
  if (at.length === 0) return value;
  const [head, ...rest] = at;
  if (typeof head === 'number') {
    const list: unknown[] = Array.isArray(body) ? [...(body as unknown[])] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const object: Record<string, unknown> =
    body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  object[head!] = setAt(object[head!], rest, value);
  return object;
}

// ---------------------------------------------------------------------------------------------------------
// Boundary and hostile values

/** A value with the words a failure message shows for it. */
export interface Case {
  label: string;
  value: unknown;
}

const times = (text: string, n: number) => text.repeat(Math.max(0, n));

/** Edge values of a slot: empty, shortest and longest, smallest and largest, and one step past each. */
export function boundaryCases(schema: JsonSchema, valid: unknown): Case[] {
  const cases: Case[] = [];
  const add = (label: string, value: unknown) => cases.push({ label, value });
  if (schema.nullable) add('null (nullable)', null);
  if (schema.enum && schema.enum.length > 0) {
    for (const value of schema.enum.slice(0, 8)) add(`enum ${JSON.stringify(value)}`, value);
    const first = schema.enum[0];
    if (typeof first === 'string') {
      add(
        'enum value in other case',
        first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase(),
      );
      add('enum value with spaces', ` ${first} `);
    }
    return cases;
  }
  for (const alternative of schema.anyOf ?? schema.oneOf ?? []) {
    cases.push(...boundaryCases(alternative, valid).slice(0, 4));
  }
  const type = typesOf(schema).find((t) => t !== 'null');
  if (type === 'string') {
    const min = schema.minLength ?? 0;
    const max = schema.maxLength;
    add('empty string', '');
    add('spaces only', '   ');
    if (min > 1) add(`${min - 1} characters (one under minLength)`, times('a', min - 1));
    if (min > 0) add(`${min} characters (minLength)`, times('a', min));
    if (max !== undefined) {
      add(`${max} characters (maxLength)`, times('a', max));
      add(`${max + 1} characters (one over maxLength)`, times('a', max + 1));
      add(`${max} UTF-16 units of emoji (maxLength)`, times('🎬', Math.floor(max / 2)));
    } else {
      add('4096 characters (no maxLength)', times('a', 4096));
    }
    if (schema.format === 'uuid') {
      add('nil uuid', '00000000-0000-0000-0000-000000000000');
      add('max uuid', 'ffffffff-ffff-ffff-ffff-ffffffffffff');
      add('upper-case uuid', 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE');
      add('uuid without dashes', 'aaaaaaaabbbb4ccc8dddeeeeeeeeeeee');
    }
    if (typeof valid === 'string' && valid.length > 0) {
      add('valid value with spaces around', ` ${valid} `);
      add('valid value in upper case', valid.toUpperCase());
    }
  } else if (type === 'integer' || type === 'number') {
    const min = schema.minimum;
    const max = schema.maximum;
    if (min !== undefined) {
      add(`${min} (minimum)`, min);
      add(`${min - 1} (one under minimum)`, min - 1);
    }
    if (max !== undefined) {
      add(`${max} (maximum)`, max);
      add(`${max + 1} (one over maximum)`, max + 1);
    }
    add('0', 0);
    add('-1', -1);
    add('1.5 (a fraction)', 1.5);
    add('2^31', 2 ** 31);
    add('-2^31 - 1', -(2 ** 31) - 1);
    add('MAX_SAFE_INTEGER + 2', Number.MAX_SAFE_INTEGER + 2);
    add('1e308', 1e308);
    add('-0', -0);
  } else if (type === 'boolean') {
    add('true', true);
    add('false', false);
  } else if (type === 'array') {
    const item = Array.isArray(valid) && valid.length > 0 ? valid[0] : oneValid(schema.items ?? {}, 1);
    add('empty array', []);
    add('one item', [item]);
    if (schema.maxItems !== undefined) {
      add(`${schema.maxItems} items (maxItems)`, Array(schema.maxItems).fill(item));
      add(`${schema.maxItems + 1} items (one over maxItems)`, Array(schema.maxItems + 1).fill(item));
    } else {
      add('1000 items (no maxItems)', Array(1000).fill(item));
    }
    add('the same item twice', [item, item]);
  } else if (type === 'object') {
    add('empty object', {});
  }
  return cases;
}

/** Strings no endpoint should choke on, wherever a string goes. */
export const HOSTILE_STRINGS: Case[] = [
  { label: 'NUL inside a string', value: 'a\u0000b' },
  { label: 'NUL alone', value: '\u0000' },
  { label: 'lone high surrogate', value: 'x\uD800y' },
  { label: 'lone low surrogate', value: '\uDC00' },
  { label: 'control characters', value: '\u0001\u0007\u001b[31m\u007f' },
  { label: 'U+FFFF and U+FFFE', value: '\uFFFF\uFFFE' },
  { label: 'right-to-left override', value: 'abc\u202Edef' },
  { label: 'path traversal', value: '../../etc/passwd' },
  { label: 'encoded path traversal (literal %2e%2e%2f)', value: '%2e%2e%2f%2e%2e%2fetc%2fpasswd' },
  { label: 'windows path traversal', value: '..\\..\\windows\\win.ini' },
  { label: "SQL ' OR 1=1--", value: "' OR 1=1--" },
  { label: 'SQL ; DROP TABLE', value: '1; DROP TABLE users' },
  { label: 'SQL quote and comment', value: "'); --" },
  { label: 'LIKE wildcards', value: '%_%\\' },
  { label: 'full-text operators', value: "!(a & | b) <-> :* '" },
  { label: 'regex metacharacters', value: '(a+)+$[' },
  { label: 'HTML', value: '<script>alert(1)</script>' },
  { label: 'template and format strings', value: '${7*7}{{7*7}}%s%n' },
  { label: 'percent sign alone', value: '%' },
];

/** Strings of a size no field allows: in a body (under and over the 64 KB body limit), a path or a query. */
export const HUGE_STRINGS: Case[] = [
  { label: 'string of 60,000 characters', value: times('a', 60_000) },
  { label: 'string of 100,000 characters', value: times('a', 100_000) },
  { label: 'string of 20,000 multi-byte characters', value: times('é🎬', 10_000) },
];

/** Values of the wrong type for any slot. */
export const WRONG_TYPES: Case[] = [
  { label: 'null', value: null },
  { label: 'number 0', value: 0 },
  { label: 'number -1', value: -1 },
  { label: 'number 1e308', value: 1e308 },
  { label: 'true', value: true },
  { label: 'a string', value: 'not the right type' },
  { label: 'empty object', value: {} },
  { label: 'object', value: { a: 1, $gt: '' } },
  { label: 'empty array', value: [] },
  { label: 'array of strings', value: ['a', 'b'] },
  { label: 'array of objects', value: [{ a: 1 }] },
  { label: 'nested arrays', value: [[[[[]]]]] },
];

/** Query-string shapes a JSON body cannot express. `null` as a value sends the name with no `=`. */
export const QUERY_SHAPES: Array<{ label: string; pairs: (name: string) => Array<[string, string | null]> }> =
  [
    { label: 'name without a value', pairs: (n) => [[n, null]] },
    { label: 'empty value', pairs: (n) => [[n, '']] },
    {
      label: 'repeated name',
      pairs: (n) => [
        [n, '1'],
        [n, '2'],
      ],
    },
    { label: 'bracket syntax', pairs: (n) => [[`${n}[a]`, '1']] },
    { label: 'NaN', pairs: (n) => [[n, 'NaN']] },
    { label: 'Infinity', pairs: (n) => [[n, 'Infinity']] },
    { label: '1e400', pairs: (n) => [[n, '1e400']] },
    { label: 'hexadecimal', pairs: (n) => [[n, '0x10']] },
    { label: 'spaces around a number', pairs: (n) => [[n, ' 5 ']] },
    { label: 'huge integer', pairs: (n) => [[n, '99999999999999999999999999']] },
  ];

/** Raw path texts for a path parameter: traversal that fetch would normalise away, and bad encodings. */
export const RAW_PATH_VALUES: Case[] = [
  { label: 'raw ../../etc/passwd', value: { raw: '../../etc/passwd' } },
  { label: 'raw %2e%2e%2f', value: { raw: '%2e%2e%2f%2e%2e%2fetc%2fpasswd' } },
  { label: 'raw double-encoded %252e%252e%252f', value: { raw: '%252e%252e%252fetc' } },
  { label: 'raw %00', value: { raw: 'a%00b' } },
  { label: 'raw invalid UTF-8 %FF', value: { raw: '%FF%FE' } },
  { label: 'raw truncated escape %E', value: { raw: '%E' } },
  { label: 'raw semicolon and matrix params', value: { raw: ';a=1' } },
  { label: 'raw empty segment', value: { raw: '' } },
];

// ---------------------------------------------------------------------------------------------------------
// Describing inputs in failure messages

/** JSON of a value, with long strings and arrays shortened ("a"×100000). */
export function describeValue(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'string' && v.length > 80) return `${v.slice(0, 24)}…(${v.length} chars)`;
    if (Array.isArray(v) && v.length > 6) return [...v.slice(0, 3), `…(${v.length} items)`];
    return v;
  });
  if (text === undefined) return String(value);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}
