import { describe, it, expect } from 'vitest';
import { isEngaged, isExitIntent } from './engagement';

const quiet = { searches: 0, resultPages: 0, videosViewed: 0, totalEvents: 0 };

describe('whether a visitor has engaged enough to be asked for feedback', () => {
  it('a visitor who has done nothing has not engaged', () => {
    expect(isEngaged(quiet)).toBe(false);
  });

  it('three searches count as engaged', () => {
    expect(isEngaged({ ...quiet, searches: 3, totalEvents: 3 })).toBe(true);
  });

  it('two searches alone do not', () => {
    expect(isEngaged({ ...quiet, searches: 2, totalEvents: 2 })).toBe(false);
  });

  it('four result pages count as engaged', () => {
    expect(isEngaged({ ...quiet, resultPages: 4 })).toBe(true);
  });

  it('three result pages alone do not', () => {
    expect(isEngaged({ ...quiet, resultPages: 3 })).toBe(false);
  });

  it('three videos viewed count as engaged', () => {
    expect(isEngaged({ ...quiet, videosViewed: 3 })).toBe(true);
  });

  it('two videos viewed alone do not', () => {
    expect(isEngaged({ ...quiet, videosViewed: 2 })).toBe(false);
  });

  it('four events of any kind count as engaged', () => {
    expect(isEngaged({ ...quiet, totalEvents: 4 })).toBe(true);
  });

  it('three events of mixed kinds below every threshold do not', () => {
    expect(isEngaged({ searches: 1, resultPages: 1, videosViewed: 1, totalEvents: 3 })).toBe(false);
  });
});

describe('the pointer leaving the window', () => {
  const viewportWidth = 1280;

  it('leaving through the top near the left edge is exit intent', () => {
    expect(isExitIntent({ clientX: 150, clientY: 0, viewportWidth })).toBe(true);
  });

  it('leaving through the top near the right edge is exit intent', () => {
    expect(isExitIntent({ clientX: 1200, clientY: -5, viewportWidth })).toBe(true);
  });

  it('leaving exactly 200 px from the left edge still counts', () => {
    expect(isExitIntent({ clientX: 200, clientY: 0, viewportWidth })).toBe(true);
  });

  it('leaving exactly 200 px from the right edge still counts', () => {
    expect(isExitIntent({ clientX: 1080, clientY: 0, viewportWidth })).toBe(true);
  });

  it('leaving through the top in the middle is not exit intent', () => {
    expect(isExitIntent({ clientX: 640, clientY: 0, viewportWidth })).toBe(false);
  });

  it('leaving through the side is not exit intent', () => {
    expect(isExitIntent({ clientX: 0, clientY: 300, viewportWidth })).toBe(false);
  });

  it('a wider edge zone can be passed in', () => {
    expect(isExitIntent({ clientX: 300, clientY: 0, viewportWidth }, 320)).toBe(true);
  });
});
