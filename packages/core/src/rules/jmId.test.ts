import { describe, it, expect } from 'vitest';
import { baseJmId, isFavourite, isInCart } from './jmId';

describe('base clip ids', () => {
  it('a jmId ending in -1 names its base clip', () => {
    expect(baseJmId('12345-1')).toBe('12345');
  });

  it('a jmId ending in another suffix names a clip of its own', () => {
    expect(baseJmId('12345-2')).toBe('12345-2');
  });

  it('a jmId ending in -11 is not treated as a -1 variant', () => {
    expect(baseJmId('12345-11')).toBe('12345-11');
  });

  it('a plain jmId is its own base clip', () => {
    expect(baseJmId('12345')).toBe('12345');
  });

  it('only the last -1 is stripped', () => {
    expect(baseJmId('12345-1-1')).toBe('12345-1');
  });
});

describe('a clip marked as favourite', () => {
  it('shows as favourite when its jmId is among the favourites', () => {
    expect(isFavourite('12345', ['999', '12345'])).toBe(true);
  });

  it('shows as favourite when favourites are given as records with a jmId', () => {
    expect(isFavourite('12345', [{ jmId: '999' }, { jmId: '12345' }])).toBe(true);
  });

  it('a jmId ending in -1 counts as its base clip being a favourite', () => {
    expect(isFavourite('12345-1', ['12345'])).toBe(true);
  });

  it('a favourite stored with -1 marks the base clip as favourite', () => {
    expect(isFavourite('12345', [{ jmId: '12345-1' }])).toBe(true);
  });

  it('a -2 variant is not a favourite just because its base clip is', () => {
    expect(isFavourite('12345-2', ['12345'])).toBe(false);
  });

  it('is not a favourite when the user has no favourites', () => {
    expect(isFavourite('12345', [])).toBe(false);
  });

  it('accepts any iterable of favourites, such as a Set', () => {
    expect(isFavourite('12345-1', new Set(['12345']))).toBe(true);
  });
});

describe('a clip shown as in the cart', () => {
  it('is in the cart when a cart item has its id', () => {
    expect(isInCart('12345', [{ id: '12345' }])).toBe(true);
  });

  it('a jmId ending in -1 counts as its base clip being in the cart', () => {
    expect(isInCart('12345-1', [{ id: '12345' }])).toBe(true);
  });

  it('a cart item stored with -1 marks the base clip as in the cart', () => {
    expect(isInCart('12345', [{ id: '12345-1' }])).toBe(true);
  });

  it('is not in the cart when only a different clip is', () => {
    expect(isInCart('12345', [{ id: '54321' }])).toBe(false);
  });

  it('is not in the cart when the cart is empty', () => {
    expect(isInCart('12345', [])).toBe(false);
  });
});
