import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { TextArea } from '.';

afterEach(cleanup);

describe('TextArea', () => {
  it('takes several lines, named by its label and described by its hint', async () => {
    render(<TextArea label="Post addresses" hint="One address per line." name="urls" />);
    const area = screen.getByRole('textbox', { name: 'Post addresses' });

    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('One address per line.');
    expect(area).not.toHaveAttribute('aria-invalid');
    await userEvent.type(area, 'https://a.example/1{Enter}https://a.example/2');
    expect(area).toHaveValue('https://a.example/1\nhttps://a.example/2');
  });

  it('is invalid with its error read after the hint', () => {
    render(<TextArea label="Notes" hint="Optional." error="Keep it under 500 characters." />);
    const area = screen.getByRole('textbox', { name: 'Notes' });

    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Optional. Keep it under 500 characters.');
  });

  it('can be marked invalid by a message elsewhere, and described by it', () => {
    render(
      <>
        <p id="problem">Line 2 is not a web address.</p>
        <TextArea label="Post addresses" invalid aria-describedby="problem" required />
      </>,
    );
    const area = screen.getByRole('textbox', { name: 'Post addresses' });

    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toBeRequired();
    expect(area).toHaveAccessibleDescription('Line 2 is not a web address.');
  });

  it('shows its hint and error under the label, before the text area, when asked', () => {
    render(
      <TextArea label="Project" hint="Audience, dates." error="Tell us about it." messagePlacement="above" />,
    );
    const area = screen.getByRole('textbox', { name: 'Project' });
    const error = screen.getByText('Tell us about it.');

    expect(screen.getByText('Audience, dates.').compareDocumentPosition(error)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(error.compareDocumentPosition(area)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(area).toHaveAccessibleDescription('Audience, dates. Tell us about it.');
  });

  it('shows its hint under the text area by default', () => {
    render(<TextArea label="Notes" hint="Optional." />);

    expect(
      screen.getByRole('textbox', { name: 'Notes' }).compareDocumentPosition(screen.getByText('Optional.')),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
