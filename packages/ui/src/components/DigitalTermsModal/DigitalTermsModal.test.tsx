import { clipmarketLinksFixture } from '@clipmarket/mocks';
import {
  CARD_ICON_LABELS,
  CLEARANCE_LABELS,
  LICENCE_LINKS,
  LICENCE_TIER_TEXT,
  OVERLAY_TEXT,
} from '@clipmarket/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { ClipmarketProvider } from '../ClipmarketProvider';
import {
  DIGITAL_TERMS_TEXT,
  DigitalTermsModal,
  DigitalTermsModalTrigger,
  type DigitalTermsModalProps,
} from '.';

const TITLE = DIGITAL_TERMS_TEXT.title;

function renderModal(props: Partial<DigitalTermsModalProps> = {}) {
  return render(
    <ThemeProvider>
      <ClipmarketProvider links={clipmarketLinksFixture}>
        <DigitalTermsModal
          trigger={(triggerProps) => <DigitalTermsModalTrigger {...triggerProps} />}
          {...props}
        />
      </ClipmarketProvider>
    </ThemeProvider>,
  );
}

async function openFromTrigger() {
  await userEvent.click(screen.getByRole('button', { name: DIGITAL_TERMS_TEXT.open }));
  return screen.getByRole('dialog', { name: TITLE });
}

/** What a screen reader reads: the text without the decorative, aria-hidden icon letters. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return (copy.textContent ?? '').trim();
}

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('DigitalTermsModal', () => {
  it('stays closed until the trigger is pressed', () => {
    renderModal();

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: DIGITAL_TERMS_TEXT.open })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('opens as a modal named by its heading, with focus on the heading', async () => {
    renderModal();

    const dialog = await openFromTrigger();

    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog.matches(':modal')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: TITLE })).toHaveFocus();
  });

  it('explains D as digital and clip-show use of every clip', () => {
    renderModal({ defaultOpen: true });

    expect(screen.getByRole('heading', { level: 3, name: CARD_ICON_LABELS.digital })).toBeVisible();
    expect(screen.getByText(DIGITAL_TERMS_TEXT.digitalDetail)).toBeVisible();
  });

  it('explains A with each of the three clearance colours, in the spec order', () => {
    renderModal({ defaultOpen: true });

    expect(screen.getByRole('heading', { level: 3, name: CARD_ICON_LABELS.advertising })).toBeVisible();
    const advertising = screen.getByRole('heading', { name: CARD_ICON_LABELS.advertising })
      .parentElement as HTMLElement;
    const items = within(within(advertising).getByRole('list')).getAllByRole('listitem');
    expect(items.map(spokenText)).toEqual([
      `${CLEARANCE_LABELS.GREEN.label} (${CLEARANCE_LABELS.GREEN.detail})`,
      CLEARANCE_LABELS.YELLOW.label,
      CLEARANCE_LABELS.RED.label,
    ]);
    expect(items.map((item) => item.getAttribute('data-aci'))).toEqual(['GREEN', 'YELLOW', 'RED']);
  });

  it('says that no tier offers compilation rights and links to the FAQ', () => {
    renderModal({ defaultOpen: true, faqHref: '/help/licensing' });

    expect(screen.getByText(LICENCE_TIER_TEXT.compilationRightsNotOffered)).toBeVisible();
    expect(screen.getByRole('link', { name: LICENCE_TIER_TEXT.faqLabel })).toHaveAttribute(
      'href',
      '/help/licensing',
    );
  });

  it('links to the default FAQ when no address is given', () => {
    renderModal({ defaultOpen: true });

    expect(screen.getByRole('link', { name: LICENCE_TIER_TEXT.faqLabel })).toHaveAttribute(
      'href',
      LICENCE_LINKS.faq,
    );
  });

  it('closes from the Close button and gives focus back to the trigger', async () => {
    const onOpenChange = vi.fn();
    renderModal({ onOpenChange });
    await openFromTrigger();

    const [, closeButton] = screen.getAllByRole('button', { name: OVERLAY_TEXT.close });
    await userEvent.click(closeButton as HTMLElement);

    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: DIGITAL_TERMS_TEXT.open })).toHaveFocus();
  });

  it('closes on Escape and on a click on the backdrop', async () => {
    renderModal();
    await openFromTrigger();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const dialog = await openFromTrigger();
    fireEvent.click(dialog, { clientX: 1, clientY: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the modal, wrapping both ways', async () => {
    renderModal();
    await openFromTrigger();
    const [icon, closeButton] = screen.getAllByRole('button', { name: OVERLAY_TEXT.close });

    await userEvent.tab();
    expect(icon).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: LICENCE_TIER_TEXT.faqLabel })).toHaveFocus();
    await userEvent.tab();
    expect(closeButton).toHaveFocus();
    await userEvent.tab();
    expect(icon).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(closeButton).toHaveFocus();
  });

  it('leaves a controlled modal open until its parent closes it', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <DigitalTermsModal open onOpenChange={onOpenChange} />
        </ClipmarketProvider>
      </ThemeProvider>,
    );

    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();

    rerender(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <DigitalTermsModal open={false} onOpenChange={onOpenChange} />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fits a phone, scrolling inside rather than past the screen', async () => {
    await page.viewport(375, 560);
    renderModal({ defaultOpen: true });

    const dialog = screen.getByRole('dialog', { name: TITLE });
    const box = dialog.getBoundingClientRect();
    expect(box.left).toBeGreaterThan(0);
    expect(box.right).toBeLessThan(375);
    // Heights, not the box's bottom: the entrance motion may still be moving the box.
    expect(dialog.offsetHeight).toBeLessThan(560);
    expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  });
});
