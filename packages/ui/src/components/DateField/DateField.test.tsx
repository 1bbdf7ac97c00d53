import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DATE_FIELD_TEXT, DateField } from '.';

afterEach(cleanup);

/** The field's root, which carries its state. */
const rootOf = (input: HTMLElement) => input.closest('[data-state]');

describe('DateField', () => {
  it('writes the chosen day beside its label as the product writes days, and keeps the label as its name', async () => {
    const onValueChange = vi.fn();
    render(<DateField label="Paid on" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Paid on');

    expect(input).toHaveAttribute('type', 'date');
    expect(rootOf(input)).toHaveAttribute('data-state', 'empty');
    await userEvent.fill(input, '2026-03-05');

    expect(onValueChange).toHaveBeenLastCalledWith('2026-03-05');
    expect(screen.getByText('05 Mar 26')).toBeVisible();
    expect(input).toHaveAccessibleName('Paid on');
    expect(rootOf(input)).toHaveAttribute('data-state', 'chosen');
  });

  it('says a whole date is needed once focus leaves part of one, sends nothing, and clears when it is whole', async () => {
    const onValueChange = vi.fn();
    render(
      <>
        <DateField label="Exclusive until" onValueChange={onValueChange} />
        <button type="button">Next</button>
      </>,
    );
    const input = screen.getByLabelText('Exclusive until');

    // Tab lands on the date's first part; its digits fill it, and Tab would only move to the next part.
    await userEvent.tab();
    await userEvent.keyboard('03');
    expect(input).toHaveFocus();
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(DATE_FIELD_TEXT.incomplete);
    expect(rootOf(input)).toHaveAttribute('data-state', 'incomplete');
    expect(onValueChange).not.toHaveBeenCalled();

    await userEvent.fill(input, '2026-03-05');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onValueChange).toHaveBeenLastCalledWith('2026-03-05');
  });

  it('names the first and the last day allowed for a day outside them', async () => {
    render(
      <>
        <DateField label="From" min="2026-03-05" />
        <DateField label="To" max="2026-03-05" />
      </>,
    );
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');

    await userEvent.fill(from, '2026-03-04');
    await userEvent.fill(to, '2026-03-06');

    expect(from).toHaveAccessibleDescription(DATE_FIELD_TEXT.tooEarly('05 Mar 26'));
    expect(to).toHaveAccessibleDescription(DATE_FIELD_TEXT.tooLate('05 Mar 26'));
    expect(rootOf(from)).toHaveAttribute('data-state', 'tooEarly');
  });

  it('leaves the message to a caller that marks the field invalid or gives its own error', () => {
    render(
      <>
        <DateField label="From" value="2026-03-06" max="2026-03-05" invalid onChange={() => {}} />
        <DateField label="To" value="2026-03-04" min="2026-03-05" error="Too soon." onChange={() => {}} />
      </>,
    );

    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('From')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('Too soon.');
  });

  it('says nothing itself in a form that checks its fields when sent, but still knows the problem', async () => {
    render(<DateField label="Exclusive until" min="2026-03-05" describeProblems={false} />);
    const input = screen.getByLabelText('Exclusive until');

    await userEvent.fill(input, '2026-03-04');

    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
    expect(rootOf(input)).toHaveAttribute('data-state', 'tooEarly');
  });

  it('follows a value its caller changes, such as filters cleared', async () => {
    function Cleared() {
      const [day, setDay] = useState('2026-03-05');
      return (
        <>
          <DateField label="From" value={day} onValueChange={(next) => setDay(next ?? '')} />
          <button type="button" onClick={() => setDay('')}>
            Clear
          </button>
        </>
      );
    }
    render(<Cleared />);
    const input = screen.getByLabelText('From');
    expect(input).toHaveValue('2026-03-05');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));

    expect(input).toHaveValue('');
    expect(screen.queryByText('05 Mar 26')).not.toBeInTheDocument();
  });

  it('sends its day with the form under its name when left uncontrolled', async () => {
    const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return new FormData(event.currentTarget).get('paidOn');
    });
    render(
      <form onSubmit={onSubmit}>
        <DateField label="Paid on" name="paidOn" defaultValue="2026-03-05" required />
        <button type="submit">Mark paid</button>
      </form>,
    );
    expect(screen.getByText('05 Mar 26')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Mark paid' }));

    expect(onSubmit).toHaveReturnedWith('2026-03-05');
    expect(screen.getByLabelText('Paid on')).toBeRequired();
  });
});
