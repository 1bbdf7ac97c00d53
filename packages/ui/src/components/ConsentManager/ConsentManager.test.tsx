import { CONSENT_CATEGORIES, OVERLAY_TEXT } from '@clipmarket/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import {
  CONSENT_CATEGORY_LIST,
  CONSENT_DEFAULT,
  CONSENT_TEXT,
  ConsentManager,
  type ConsentManagerProps,
  type ConsentValue,
} from '.';

const [NECESSARY, PERFORMANCE, ADVERTISING] = CONSENT_CATEGORY_LIST as [
  (typeof CONSENT_CATEGORY_LIST)[number],
  (typeof CONSENT_CATEGORY_LIST)[number],
  (typeof CONSENT_CATEGORY_LIST)[number],
];
const OPEN = 'Manage cookies';

function ui(props: Partial<ConsentManagerProps> = {}) {
  return (
    <ThemeProvider>
      <ConsentManager
        trigger={(triggerProps) => (
          <button type="button" {...triggerProps}>
            {OPEN}
          </button>
        )}
        {...props}
      />
    </ThemeProvider>
  );
}

async function openFromTrigger() {
  await userEvent.click(screen.getByRole('button', { name: OPEN }));
  return screen.getByRole('dialog', { name: CONSENT_TEXT.title });
}

const switchOf = (category: { name: string }) => screen.getByRole('switch', { name: category.name });

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('ConsentManager', () => {
  it('opens as a modal named by its heading, with focus on the heading', async () => {
    render(ui());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const dialog = await openFromTrigger();

    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog.matches(':modal')).toBe(true);
    expect(screen.getByRole('heading', { name: CONSENT_TEXT.title })).toHaveFocus();
  });

  it('lists C0001, C0002 and C0004 as switches, each described', () => {
    render(ui({ defaultOpen: true }));

    const switches = screen.getAllByRole('switch');
    expect(switches.map((item) => item.closest('li')?.getAttribute('data-category'))).toEqual([
      CONSENT_CATEGORIES.necessary,
      CONSENT_CATEGORIES.performance,
      CONSENT_CATEGORIES.advertising,
    ]);
    for (const category of CONSENT_CATEGORY_LIST) {
      expect(switchOf(category)).toHaveAccessibleDescription(category.description);
    }
  });

  it('keeps the strictly necessary category on, with a switch that cannot be turned off', () => {
    render(ui({ defaultOpen: true }));

    expect(switchOf(NECESSARY)).toBeChecked();
    expect(switchOf(NECESSARY)).toBeDisabled();
    expect(screen.getByText(CONSENT_TEXT.alwaysOn)).toBeVisible();
  });

  it('starts with only the strictly necessary category on', () => {
    render(ui({ defaultOpen: true }));

    expect(switchOf(PERFORMANCE)).not.toBeChecked();
    expect(switchOf(ADVERTISING)).not.toBeChecked();
  });

  it('saves the choices made, closes and gives focus back to the trigger', async () => {
    const onValueChange = vi.fn();
    render(ui({ onValueChange }));
    await openFromTrigger();

    await userEvent.click(switchOf(PERFORMANCE));
    await userEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.save }));

    expect(onValueChange).toHaveBeenCalledExactlyOnceWith({
      [CONSENT_CATEGORIES.necessary]: true,
      [CONSENT_CATEGORIES.performance]: true,
      [CONSENT_CATEGORIES.advertising]: false,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: OPEN })).toHaveFocus();
  });

  it('accepts every category at once', async () => {
    const onValueChange = vi.fn();
    render(ui({ defaultOpen: true, onValueChange }));

    await userEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.acceptAll }));

    expect(onValueChange).toHaveBeenCalledExactlyOnceWith({
      [CONSENT_CATEGORIES.necessary]: true,
      [CONSENT_CATEGORIES.performance]: true,
      [CONSENT_CATEGORIES.advertising]: true,
    });
  });

  it('rejects every category but the strictly necessary one', async () => {
    const onValueChange = vi.fn();
    render(ui({ defaultOpen: true, defaultValue: { C0001: true, C0002: true, C0004: true }, onValueChange }));

    await userEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.rejectAll }));

    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(CONSENT_DEFAULT);
  });

  it('forgets unsaved switches when closed without a choice', async () => {
    const onValueChange = vi.fn();
    render(ui({ onValueChange }));
    await openFromTrigger();
    await userEvent.click(switchOf(ADVERTISING));
    expect(switchOf(ADVERTISING)).toBeChecked();

    await userEvent.keyboard('{Escape}');
    await openFromTrigger();

    expect(switchOf(ADVERTISING)).not.toBeChecked();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('shows a controlled consent, and only what the parent keeps', async () => {
    const value: ConsentValue = { C0001: true, C0002: false, C0004: true };
    const onValueChange = vi.fn();
    render(ui({ value, onValueChange }));
    await openFromTrigger();
    expect(switchOf(ADVERTISING)).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.acceptAll }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith({ C0001: true, C0002: true, C0004: true });

    // The parent kept its value: the next opening shows it, not the refused choice.
    await openFromTrigger();
    expect(switchOf(PERFORMANCE)).not.toBeChecked();
  });

  it('works from the keyboard: Space flips a switch, Tab wraps inside', async () => {
    const onValueChange = vi.fn();
    render(ui({ onValueChange }));
    await openFromTrigger();
    const close = screen.getByRole('button', { name: OVERLAY_TEXT.close });

    await userEvent.tab();
    expect(close).toHaveFocus();
    // The disabled C0001 switch is skipped.
    await userEvent.tab();
    expect(switchOf(PERFORMANCE)).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(switchOf(PERFORMANCE)).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: CONSENT_TEXT.save })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: CONSENT_TEXT.save })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith({ C0001: true, C0002: true, C0004: false });
  });

  it('wraps long category texts inside the dialog on a phone', async () => {
    await page.viewport(375, 740);
    const long = CONSENT_CATEGORY_LIST.map((category) => ({
      ...category,
      name: `${category.name} (cookies set by Clipmarket and its processors)`,
      description: `${category.description} `.repeat(5).trim(),
    }));
    render(ui({ defaultOpen: true, categories: long }));

    const dialog = screen.getByRole('dialog', { name: CONSENT_TEXT.title });
    expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    expect(screen.getByRole('switch', { name: long[2]?.name })).toBeVisible();
  });
});
