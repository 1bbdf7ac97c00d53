import { describe, expect, it } from 'vitest';
import { SEARCH_COPY } from './copy';

describe('the results heading', () => {
  it('names the words searched in one pair of quotes', () => {
    expect(SEARCH_COPY.resultsFor(' dog skateboard ')).toBe('Results for “dog skateboard”');
  });

  it('names a quoted phrase as an exact phrase, without quotes inside its quotes', () => {
    expect(SEARCH_COPY.resultsFor('"refuses to leave"')).toBe(
      'Results for the exact phrase “refuses to leave”',
    );
    expect(SEARCH_COPY.resultsFor('“refuses to leave”')).toBe(
      'Results for the exact phrase “refuses to leave”',
    );
  });

  it('names an id search by the id as cards print it', () => {
    expect(SEARCH_COPY.resultsFor('jv1236446')).toBe('Results for JV#1236446');
  });
});
