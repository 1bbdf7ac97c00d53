import { CLEARANCE_LABELS } from '@clipmarket/core';
import { describe, expect, it } from 'vitest';
import { FAQ_TOPICS } from './content';

const marksAnswer = () =>
  FAQ_TOPICS.flatMap((topic) => topic.entries).find((entry) => /D and A marks/.test(entry.question))
    ?.answer ?? '';

describe('the FAQ on the D and A marks', () => {
  it('tells what every card shows: the A in each clearance, in the clearance labels of the cards', () => {
    const answer = marksAnswer();
    for (const { label } of Object.values(CLEARANCE_LABELS)) expect(answer).toContain(label);
  });

  it('never says a clip without a mark needs an inquiry: every card carries an A (ADR 31)', () => {
    expect(marksAnswer()).not.toMatch(/without (a|an A) mark/i);
  });
});
