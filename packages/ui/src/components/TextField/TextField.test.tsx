import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { TextField } from '.';

afterEach(cleanup);

describe('TextField', () => {
  it('is named by its label and described by its hint', async () => {
    render(<TextField label="E-mail" hint="We send the licence here." name="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });

    expect(input).toHaveAccessibleDescription('We send the licence here.');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'ana@example.com');
    expect(input).toHaveValue('ana@example.com');
  });

  it('is invalid with its error read after the hint', () => {
    render(<TextField label="E-mail" hint="We send the licence here." error="Enter an e-mail address." />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the licence here. Enter an e-mail address.');
  });

  it('can be marked invalid by a message elsewhere, and described by it', () => {
    render(
      <>
        <p id="alert">Wrong e-mail or password.</p>
        <TextField label="Password" type="password" invalid aria-describedby="alert" required />
      </>,
    );
    const input = screen.getByLabelText(/Password/);

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Wrong e-mail or password.');
  });
});
