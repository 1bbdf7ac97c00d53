import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Radio, RadioGroup } from '.';

afterEach(cleanup);

function Tiers({ onChange }: { onChange?: (tier: string) => void }) {
  const [tier, setTier] = useState<string | null>(null);
  return (
    <>
      <RadioGroup
        label="Licence"
        hint="You can change it in the cart."
        value={tier}
        onChange={(next) => {
          setTier(next);
          onChange?.(next);
        }}
      >
        <Radio value="basic">Basic</Radio>
        <Radio value="pro">Pro</Radio>
      </RadioGroup>
      <output>{tier ?? 'none'}</output>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend and described by its hint', () => {
    render(<Tiers />);
    const group = screen.getByRole('group', { name: 'Licence' });

    expect(group).toHaveAccessibleDescription('You can change it in the cart.');
    expect(screen.getByRole('radio', { name: 'Basic' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pro' })).not.toBeChecked();
    expect(group).not.toHaveAttribute('data-invalid');
  });

  it('chooses one radio at a time, by a click on its label, and reports the value', async () => {
    const onChange = vi.fn();
    render(<Tiers onChange={onChange} />);

    await userEvent.click(screen.getByText('Pro'));
    expect(screen.getByRole('radio', { name: 'Pro' })).toBeChecked();
    await userEvent.click(screen.getByText('Basic'));

    expect(screen.getByRole('radio', { name: 'Basic' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pro' })).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([['pro'], ['basic']]);
    expect(screen.getByRole('status')).toHaveTextContent('basic');
  });

  it('moves the choice with the arrow keys', async () => {
    render(<Tiers />);

    await userEvent.click(screen.getByRole('radio', { name: 'Basic' }));
    await userEvent.keyboard('{ArrowDown}');

    expect(screen.getByRole('radio', { name: 'Pro' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pro' })).toHaveFocus();
  });

  it('keeps its own choice when uncontrolled, starting from the default', async () => {
    render(
      <RadioGroup label="Sort" defaultValue="newest" name="sort">
        <Radio value="newest">Newest</Radio>
        <Radio value="popular">Most popular</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radio', { name: 'Newest' })).toBeChecked();

    await userEvent.click(screen.getByText('Most popular'));

    expect(screen.getByRole('radio', { name: 'Most popular' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Most popular' })).toHaveAttribute('name', 'sort');
  });

  it('is invalid with its error read after the hint, and its radios required', () => {
    render(
      <RadioGroup label="Project type" hint="Pick the closest." error="Choose a project type." required>
        <Radio value="ads">Advertising</Radio>
        <Radio value="social">Social media</Radio>
      </RadioGroup>,
    );
    const group = screen.getByRole('group', { name: 'Project type' });

    expect(group).toHaveAccessibleDescription('Pick the closest. Choose a project type.');
    expect(group).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByRole('radio', { name: 'Advertising' })).toBeRequired();
    expect(screen.getByRole('radio', { name: 'Social media' })).toBeRequired();
  });

  it('turns every radio off when disabled', () => {
    render(
      <RadioGroup label="Sort" disabled>
        <Radio value="newest">Newest</Radio>
        <Radio value="popular">Most popular</Radio>
      </RadioGroup>,
    );

    expect(screen.getByRole('radio', { name: 'Newest' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Most popular' })).toBeDisabled();
  });
});
