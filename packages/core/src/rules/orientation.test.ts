import { describe, it, expect } from 'vitest';
import { orientationFilter } from './orientation';

describe('the orientation filter', () => {
  it('shows only vertical clips when Vertical is selected', () => {
    expect(orientationFilter(['Vertical'])).toBe('vertical');
  });

  it('shows only horizontal clips when Horizontal is selected', () => {
    expect(orientationFilter(['Horizontal'])).toBe('horizontal');
  });

  it('shows every clip when both are selected, since they cancel out', () => {
    expect(orientationFilter(['Vertical', 'Horizontal'])).toBeNull();
  });

  it('shows every clip when neither is selected', () => {
    expect(orientationFilter([])).toBeNull();
  });

  it('treats Vertical selected twice as Vertical', () => {
    expect(orientationFilter(['Vertical', 'Vertical'])).toBe('vertical');
  });
});
