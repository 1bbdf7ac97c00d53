import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../App';
import { PERSISTED_STATE_KEY, reloadPersistedState } from '../state/persisted';
import { ConsentLayer } from './ConsentLayer';
import type { AnalyticsConfig, ScriptDecision } from './policy';

const CONFIGURED: AnalyticsConfig = { tagManagerId: 'GTM-TEST', behaviourTrackingId: '123' };
const stored = () => JSON.parse(localStorage.getItem(PERSISTED_STATE_KEY) ?? '{}').user?.consent;

function renderLayer(config: AnalyticsConfig) {
  const apply = vi.fn<(config: AnalyticsConfig, decision: ScriptDecision) => void>();
  render(
    <AppProviders>
      <ConsentLayer config={config} apply={apply} />
    </AppProviders>,
  );
  return apply;
}

beforeEach(() => {
  localStorage.clear();
  reloadPersistedState();
});
afterEach(cleanup);

describe('privacy preferences', () => {
  it('the tab opens the consent manager with the three categories, the necessary one always on', async () => {
    renderLayer(CONFIGURED);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Privacy Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy preference centre' });
    const necessary = within(dialog).getByRole('switch', { name: 'Strictly necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: 'Performance and analytics' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Personalised advertising' })).not.toBeChecked();
  });

  it('puts the dialog on the page only once the tab is pressed, and gives focus back to the tab on close', async () => {
    renderLayer(CONFIGURED);
    const tab = screen.getByRole('button', { name: 'Privacy Preferences' });
    expect(tab).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('dialog')).toBeNull();

    const user = userEvent.setup();
    await user.click(tab);
    const dialog = await screen.findByRole('dialog', { name: 'Privacy preference centre' });
    expect(tab).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(tab).toHaveFocus();
    expect(tab).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the choices and loads only what they allow, a second after the change', async () => {
    const apply = renderLayer(CONFIGURED);
    // Before any choice: nothing may load.
    await waitFor(() => expect(apply).toHaveBeenCalled(), { timeout: 3000 });
    expect(apply.mock.lastCall?.[1]).toMatchObject({ tagManager: false, behaviourTracking: false });
    apply.mockClear();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Privacy Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy preference centre' });
    await user.click(within(dialog).getByRole('switch', { name: 'Performance and analytics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));

    expect(stored()).toEqual({ C0002: true, C0004: false });
    expect(apply).not.toHaveBeenCalled();
    await waitFor(() => expect(apply).toHaveBeenCalled(), { timeout: 3000 });
    expect(apply.mock.lastCall?.[1]).toMatchObject({
      tagManager: true,
      behaviourTracking: true,
      signals: { analytics: true, advertising: false },
    });
  });

  it('loads nothing when nothing is configured, even with every category accepted', async () => {
    const apply = renderLayer({ tagManagerId: null, behaviourTrackingId: null });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Privacy Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy preference centre' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    expect(stored()).toEqual({ C0002: true, C0004: true });
    await waitFor(() => expect(apply).toHaveBeenCalled(), { timeout: 3000 });
    expect(apply.mock.lastCall?.[1]).toMatchObject({ tagManager: false, behaviourTracking: false });
  });
});
