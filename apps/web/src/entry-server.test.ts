// @vitest-environment node
import type { RenderCall } from '@clipmarket/core/render';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

/** A data call that fails: the page renders with its data loading, as when the API could not answer. */
const noData: RenderCall = () => Promise.reject(new Error('no data in this test'));

describe('a page rendered on the server', () => {
  it('carries its styles in one stylesheet in the head that names every rule, none in its body', async () => {
    const page = await render({ url: '/licensing/pricing', storedSession: false, call: noData });
    expect(page.html).not.toContain('<style');
    const sheets = page.head.match(/<style[^>]*>/g) ?? [];
    expect(sheets).toHaveLength(1);
    const named = new Set(/data-page-styles="([^"]+)"/.exec(page.head)![1]!.split(' '));
    // Every class the markup uses is a rule of that sheet, which the browser's style cache counts as written
    // rather than inserting again as the page hydrates (pageStyles.ts).
    const used = new Set([...page.html.matchAll(/\bcss-([a-z0-9]+)/g)].map((match) => match[1]!));
    expect(used.size).toBeGreaterThan(5);
    for (const name of used) {
      expect([...named].some((rule) => rule === name || rule.startsWith(`${name}-`))).toBe(true);
      expect(page.head).toContain(`.css-${name}`);
    }
  });
});

describe('a page whose one action is all script', () => {
  it('renders the registration link’s button disabled on the server, so a press before the page hydrates is not lost', async () => {
    const page = await render({
      url: '/licensing/register/complete/a-mailed-id',
      storedSession: false,
      call: noData,
    });
    const button = /<button[^>]*>(?:(?!<\/button>).)*Create my account/s.exec(page.html)?.[0];
    expect(button).toBeDefined();
    expect(button).toMatch(/<button[^>]*\sdisabled=""/);
  });
});

describe('a page whose form is all script', () => {
  // A form with no address of its own submits natively before the page hydrates: a GET to the page itself,
  // with the typed e-mail and password in the address (kept in the history and in the server's logs), and
  // the typing lost. Its submit button is rendered disabled, so neither a press nor Enter sends it.
  it.each([
    ['the log-in page', '/licensing/login', 'Log in'],
    ['the registration page', '/licensing/register', 'Create account'],
    ['the password reset request', '/licensing/reset-password', 'Send the reset link'],
    ['the licence check', '/licensing/verify', 'Check'],
  ])('renders %s’s submit button disabled on the server', async (_name, url, label) => {
    const page = await render({ url, storedSession: false, call: noData });
    const buttons = [
      ...page.html.matchAll(/<button[^>]*type="submit"[^>]*>(?:(?!<\/button>).)*<\/button>/gs),
    ];
    const submit = buttons.map((match) => match[0]).find((button) => button.includes(label));
    expect(submit, `${url}: ${buttons.map((m) => m[0]).join('\n')}`).toBeDefined();
    expect(submit).toMatch(/\sdisabled=""/);
  });
});
