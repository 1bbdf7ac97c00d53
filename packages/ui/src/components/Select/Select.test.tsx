import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Select } from '.';

afterEach(cleanup);

describe('Select', () => {
  it('is a labelled select whose error is read with it', async () => {
    render(
      <Select label="Territory" error="Choose a territory." defaultValue="">
        <option value="">Choose…</option>
        <option value="world">Worldwide</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Territory' });

    expect(select).toHaveAccessibleDescription('Choose a territory.');
    await userEvent.selectOptions(select, 'world');
    expect(select).toHaveValue('world');
  });
});
