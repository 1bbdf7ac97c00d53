import { CARD_ICON_LABELS, CARD_TEXT, CLEARANCE_LABELS, MESSAGES, type FeedCard } from '@clipmarket/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../theme';
import { WireItem, WIRE_ITEM_TEXT, type WireItemProps } from '.';

const clip: FeedCard = {
  jmId: '1254381',
  publishingTitle: 'Golden Retriever Catches Frisbee',
  title: 'dog frisbee',
  imgUrl: '/media/posters/clip-01.webp',
  aci: 'YELLOW',
  signedDate: '2026-10-20',
  duration: 83,
};

function renderItem(props: Partial<WireItemProps> = {}) {
  return render(
    <ThemeProvider>
      <WireItem video={clip} href="/licensing/view/1254381" {...props} />
    </ThemeProvider>,
  );
}

afterEach(cleanup);

describe('WireItem', () => {
  it('names the item after the clip and links the title to its detail page', () => {
    renderItem();
    expect(screen.getByRole('article', { name: 'Golden Retriever Catches Frisbee' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Golden Retriever Catches Frisbee' })).toHaveAttribute(
      'href',
      '/licensing/view/1254381',
    );
  });

  it('shows the JV# id and the acquisition day in the DD MMM YY format', () => {
    renderItem();
    expect(screen.getByText('JV#1254381')).toBeVisible();
    expect(screen.getByText(WIRE_ITEM_TEXT.acquired)).toBeVisible();
    const day = screen.getByText('20 Oct 26');
    expect(day.tagName).toBe('TIME');
    expect(day).toHaveAttribute('datetime', '2026-10-20');
  });

  it('shows the length as mm:ss, in words in a list row', () => {
    renderItem({ layout: 'list' });
    expect(screen.getByText(WIRE_ITEM_TEXT.duration)).toBeVisible();
    expect(screen.getByText('01:23', { selector: 'dd' })).toBeVisible();
  });

  it('shows the D icon and the A icon and label in the clearance colour', () => {
    renderItem();
    expect(screen.getByRole('img', { name: CARD_ICON_LABELS.digital })).toBeVisible();
    expect(
      screen.getByRole('img', { name: `${CARD_ICON_LABELS.advertising}, ${CLEARANCE_LABELS.YELLOW.label}` }),
    ).toHaveAttribute('data-aci', 'YELLOW');
    expect(screen.getByText(CLEARANCE_LABELS.YELLOW.label)).toBeVisible();
  });

  it('falls back to the No Title text', () => {
    renderItem({ video: { ...clip, publishingTitle: null, title: '  ' } });
    expect(screen.getByRole('link', { name: MESSAGES.noTitle })).toBeVisible();
  });

  it('says No Video Found! for an entry without an id, with nothing to press', () => {
    renderItem({ video: { ...clip, jmId: '' } });
    expect(screen.getByText(MESSAGES.noVideoFound)).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hands the clip to onSave from the save toggle, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderItem({ onSave, isFav: true });
    const save = screen.getByRole('button', { name: CARD_TEXT.save('JV#1254381') });
    expect(save).toHaveAttribute('aria-pressed', 'true');
    await user.click(save);
    save.focus();
    await user.keyboard(' ');
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(onSave).toHaveBeenCalledWith(clip);
  });

  it('calls onOpen when the title link is followed', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderItem({ onOpen, href: '#clip' });
    await user.click(screen.getByRole('link', { name: 'Golden Retriever Catches Frisbee' }));
    expect(onOpen).toHaveBeenCalledWith(clip);
  });

  it('marks a clip that is in the cart', () => {
    renderItem({ inCart: true });
    expect(screen.getByText(CARD_TEXT.inCart)).toBeVisible();
  });

  it('keeps the poster link out of the tab order, so Tab meets the clip once', async () => {
    const user = userEvent.setup();
    renderItem();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Golden Retriever Catches Frisbee' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: CARD_TEXT.save('JV#1254381') })).toHaveFocus();
  });
});
