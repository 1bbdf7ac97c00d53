import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Checkbox } from '.';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is checked by a click on its label and described by its hint', async () => {
    render(<Checkbox label="Single-key shortcuts" hint="Turn off if you use speech input." defaultChecked />);
    const checkbox = screen.getByRole('checkbox', { name: 'Single-key shortcuts' });
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAccessibleDescription('Turn off if you use speech input.');

    await userEvent.click(screen.getByText('Single-key shortcuts'));

    expect(checkbox).not.toBeChecked();
  });
});
