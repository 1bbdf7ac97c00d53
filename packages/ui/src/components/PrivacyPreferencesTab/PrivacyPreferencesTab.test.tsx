import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { CONSENT_TEXT, ConsentManager } from '../ConsentManager';
import { PrivacyPreferencesTab } from '.';

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('PrivacyPreferencesTab', () => {
  it('is a button named "Privacy Preferences"', () => {
    render(
      <ThemeProvider>
        <PrivacyPreferencesTab />
      </ThemeProvider>,
    );

    expect(screen.getByRole('button', { name: CONSENT_TEXT.tab })).toHaveAttribute('type', 'button');
  });

  it('stays at the bottom left of the window whatever the page scroll', async () => {
    await page.viewport(1280, 800);
    render(
      <ThemeProvider>
        <div style={{ height: 3000 }} />
        <PrivacyPreferencesTab />
      </ThemeProvider>,
    );
    window.scrollTo(0, 1500);

    const box = screen.getByRole('button', { name: CONSENT_TEXT.tab }).getBoundingClientRect();
    expect(Math.round(box.bottom)).toBe(800);
    expect(box.left).toBeGreaterThan(0);
    expect(box.left).toBeLessThan(40);
    window.scrollTo(0, 0);
  });

  it('tucks below the window while a line of text lies where it sits, and is back where the spot is clear', async () => {
    await page.viewport(390, 844);
    render(
      <ThemeProvider>
        <p style={{ margin: 0, fontSize: 16, lineHeight: '24px' }}>{'A line of the page. '.repeat(400)}</p>
        {/* The page's end keeps room for the tab, as the app's footer does. */}
        <div style={{ height: 120 }} />
        <PrivacyPreferencesTab />
      </ThemeProvider>,
    );
    const tab = screen.getByRole('button', { name: CONSENT_TEXT.tab });

    await expect.poll(() => tab.dataset.yield).toBe('true');
    await expect.poll(() => Math.round(tab.getBoundingClientRect().top)).toBeGreaterThanOrEqual(844);

    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect.poll(() => tab.dataset.yield).toBeUndefined();
    await expect.poll(() => Math.round(tab.getBoundingClientRect().bottom)).toBe(844);
    window.scrollTo(0, 0);
  });

  it('comes back when the keyboard reaches it, even over content', async () => {
    await page.viewport(390, 844);
    render(
      <ThemeProvider>
        <p style={{ margin: 0 }}>{'A line of the page. '.repeat(400)}</p>
        <PrivacyPreferencesTab />
      </ThemeProvider>,
    );
    const tab = screen.getByRole('button', { name: CONSENT_TEXT.tab });
    await expect.poll(() => tab.dataset.yield).toBe('true');

    await userEvent.tab();

    expect(tab).toHaveFocus();
    await expect.poll(() => Math.round(tab.getBoundingClientRect().bottom)).toBe(844);
  });

  it('opens the consent manager and takes focus back when it closes', async () => {
    const onOpenChange = vi.fn();
    render(
      <ThemeProvider>
        <ConsentManager
          onOpenChange={onOpenChange}
          trigger={(props) => <PrivacyPreferencesTab {...props} />}
        />
      </ThemeProvider>,
    );
    const tab = screen.getByRole('button', { name: CONSENT_TEXT.tab });
    expect(tab).toHaveAttribute('aria-haspopup', 'dialog');

    await userEvent.click(tab);
    expect(screen.getByRole('dialog', { name: CONSENT_TEXT.title })).toBeVisible();
    await userEvent.keyboard('{Escape}');

    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(tab).toHaveFocus();
  });

  it('wraps a long label within a phone screen', async () => {
    await page.viewport(375, 740);
    const label = 'Datenschutzeinstellungen und Cookie-Präferenzen verwalten';
    render(
      <ThemeProvider>
        <PrivacyPreferencesTab>{label}</PrivacyPreferencesTab>
      </ThemeProvider>,
    );

    const box = screen.getByRole('button', { name: label }).getBoundingClientRect();
    expect(box.right).toBeLessThanOrEqual(375);
  });
});
