import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, safeNextPath } from './afterLogin';

const ORIGIN = 'https://clips.example';

describe('where a user goes after signing in', () => {
  it('returns to the page of a save clicked while signed out, before anything else', () => {
    expect(destinationAfterLogin('/licensing/search?q=cat', '/licensing/account/lists', ORIGIN)).toBe(
      '/licensing/search?q=cat',
    );
  });

  it('follows ?next= to a page of the app', () => {
    expect(destinationAfterLogin(null, '/licensing/account/profile', ORIGIN)).toBe(
      '/licensing/account/profile',
    );
  });

  it('goes to the account home without either', () => {
    expect(destinationAfterLogin(null, null, ORIGIN)).toBe('/licensing/account');
  });

  it.each([
    'https://evil.example/licensing',
    '//evil.example/licensing',
    '/\\evil.example',
    'javascript:alert(1)',
    '/other-app',
    '/licensingfoo',
    '/licensing/login',
    '/licensing/register',
  ])('ignores a next of %s, which is not a page of this app', (next) => {
    expect(safeNextPath(next, ORIGIN)).toBeNull();
    expect(destinationAfterLogin(null, next, ORIGIN)).toBe('/licensing/account');
  });

  it('keeps the query and hash of a next page', () => {
    expect(safeNextPath('/licensing/search?q=dog#top', ORIGIN)).toBe('/licensing/search?q=dog#top');
  });
});
