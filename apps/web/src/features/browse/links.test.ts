import { describe, expect, it } from 'vitest';
import { collectionHref } from './links';

describe('browse links', () => {
  it('leaves page 1 out of a collection’s link', () => {
    expect(collectionHref('cute-pets')).toBe('/collections/cute-pets');
    expect(collectionHref('cute-pets', 1)).toBe('/collections/cute-pets');
    expect(collectionHref('cute-pets', 3)).toBe('/collections/cute-pets?page=3');
  });
});
