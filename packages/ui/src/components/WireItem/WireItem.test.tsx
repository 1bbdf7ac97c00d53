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

  it('shows the A icon and label in the clearance colour, and no D (it holds for every clip, ADR 31)', () => {
    renderItem();
    expect(screen.queryByRole('img', { name: CARD_ICON_LABELS.digital })).not.toBeInTheDocument();
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

describe('WireItem: cards side by side', () => {
  /** Two grid cards in one row, as the wire lays them out. */
  function renderRow(left: FeedCard, right: FeedCard) {
    return render(
      <ThemeProvider>
        <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 16rem)', gap: 16, padding: 0 }}>
          <li style={{ display: 'grid' }}>
            <WireItem video={left} href="#left" />
          </li>
          <li style={{ display: 'grid' }}>
            <WireItem video={right} href="#right" />
          </li>
        </ul>
      </ThemeProvider>,
    );
  }

  const top = (element: Element) => element.getBoundingClientRect().top;

  it('lines up the id, day and clearance rows whatever the title and clearance say', () => {
    const short: FeedCard = { ...clip, jmId: '1', publishingTitle: 'Cat', aci: 'RED' };
    const long: FeedCard = {
      ...clip,
      jmId: '2',
      publishingTitle: 'Grandmother Surprises Entire Family by Breakdancing at Her Ninetieth Birthday',
      aci: 'GREEN',
    };
    renderRow(short, long);
    expect(top(screen.getByText('JV#1'))).toBe(top(screen.getByText('JV#2')));
    const [leftA, rightA] = screen.getAllByRole('img', {
      name: new RegExp(`^${CARD_ICON_LABELS.advertising}`),
    });
    expect(leftA && top(leftA)).toBe(rightA && top(rightA));
    const leftLabel = screen.getByText(CLEARANCE_LABELS.RED.label);
    const rightLabel = screen.getByText(CLEARANCE_LABELS.GREEN.label);
    expect(top(leftLabel)).toBe(top(rightLabel));
  });

  it('keeps the clearance dot on the line of its label in a narrow card', () => {
    render(
      <ThemeProvider>
        <div style={{ width: 150 }}>
          <WireItem video={{ ...clip, aci: 'YELLOW' }} href="#clip" />
        </div>
      </ThemeProvider>,
    );
    const name = screen.getByText(CLEARANCE_LABELS.YELLOW.label);
    const label = name.closest('p');
    if (!label) throw new Error('The clearance label is a paragraph.');
    expect(getComputedStyle(name, '::before').content).toContain('●');
    // The label starts on the paragraph's first line, where the dot is, rather than on a line after it.
    const style = getComputedStyle(label);
    const firstLineTop = label.getBoundingClientRect().top + parseFloat(style.paddingTop);
    const nameTop = name.getClientRects()[0]?.top ?? Number.NaN;
    expect(nameTop - firstLineTop).toBeLessThan(parseFloat(style.lineHeight) / 2);
  });
});
