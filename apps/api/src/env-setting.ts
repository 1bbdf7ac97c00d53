import { z } from 'zod';

/**
 * A setting read as text and checked by its module's own parser, so `loadConfig` names a bad value at start-up
 * with every other one, and the rule and its message are written once: the parser's error, without the
 * variable's name, which config.ts puts in front. Unset or empty: `fallback` (the module's default).
 */
export function checkedSetting(name: string, fallback: string | undefined, parse: (text: string) => unknown) {
  const text = z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      try {
        parse(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(`${name} `, '') });
      }
    });
  const empty = z.literal('').transform(() => fallback);
  return fallback === undefined
    ? z.union([empty, text]).optional()
    : z.union([empty, text]).default(fallback);
}

/**
 * A limit written `max/windowSeconds`, e.g. `10/3600`: at most `max` in a fixed window. A bad value throws
 * `NAME must be "<max noun>/<window in seconds>", e.g. "example"; got "…".`
 */
export function parseRateLimitText(
  name: string,
  text: string,
  noun: string,
  example: string,
): { max: number; windowSeconds: number } {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const max = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || max < 1 || windowSeconds < 1)
    throw new Error(`${name} must be "<max ${noun}>/<window in seconds>", e.g. "${example}"; got "${text}".`);
  return { max, windowSeconds };
}
