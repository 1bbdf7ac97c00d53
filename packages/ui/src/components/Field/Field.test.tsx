import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '.';

afterEach(cleanup);

describe('Field', () => {
  it('wires any control to its label, hint and error', () => {
    render(
      <Field label="Notes" hint="Optional." error="Too long.">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const notes = screen.getByRole('textbox', { name: 'Notes' });

    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(notes).toHaveAccessibleDescription('Optional. Too long.');
  });
});
