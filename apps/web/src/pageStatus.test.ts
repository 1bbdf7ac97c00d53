import { describe, expect, it } from 'vitest';
import { pageStatus } from './routes';

describe('the status the server answers a page with', () => {
  it('is 404 for an address no page answers, 200 for a page', () => {
    expect(pageStatus('/no-such-page', false)).toBe(404);
    expect(pageStatus('/account/nothing-here', true)).toBe(404);
    expect(pageStatus('/', false)).toBe(200);
    expect(pageStatus('/account/history', false)).toBe(200);
    expect(pageStatus('/privacy-policy-va', false)).toBe(200);
  });

  it('is 404 for the staff tools unless the visitor may see them', () => {
    for (const path of [
      '/account/merchandising',
      '/account/merchandising/halloween',
      '/account/publisher',
      '/account/order-reviews',
    ]) {
      expect(pageStatus(path, false), path).toBe(404);
      expect(pageStatus(path, true), path).toBe(200);
    }
  });
});
