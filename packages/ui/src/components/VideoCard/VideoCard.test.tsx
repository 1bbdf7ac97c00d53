import {
  CARD_ICON_LABELS,
  CARD_TEXT,
  CLEARANCE_LABELS,
  LIMITS,
  MESSAGES,
  ROLES,
  ACI_VALUES,
  type VideoCardData,
} from '@clipmarket/core';
import { videoFixtures } from '@clipmarket/mocks';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent as browserPointer } from 'vitest/browser';
import { ThemeProvider, VideoCard, VideoCardPriceProvider, type VideoCardProps } from '../../index';

const clip: VideoCardData = {
  jmId: '1254381',
  publishingTitle: 'Golden Retriever Catches Frisbee',
  title: 'dog frisbee',
  imgUrl: '/media/posters/clip-01.webp',
  previewUrl: '/media/previews/clip-01.mp4',
  aci: 'GREEN',
  iar: true,
  rsa: false,
  bo: false,
  isFav: false,
};

function renderCard(props: Partial<VideoCardProps> = {}) {
  return render(
    <ThemeProvider>
      <VideoCard video={clip} href="/licensing/view/1254381" {...props} />
    </ThemeProvider>,
  );
}

/** Stands in for `window.matchMedia` with a fixed answer per query. */
function stubMediaQueries(matching: Record<string, boolean>) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matching[query] ?? false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const HOVER_DEVICE = '(hover: hover) and (pointer: fine)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('VideoCard', () => {
  it('shows the clip id with the JV# prefix', () => {
    renderCard();
    expect(screen.getByText('JV#1254381')).toBeVisible();
  });

  it('links the title to the detail page, and the poster carries the title as its alt text', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Golden Retriever Catches Frisbee' });
    expect(link).toHaveAttribute('href', '/licensing/view/1254381');
    const poster = screen.getByAltText('Golden Retriever Catches Frisbee');
    expect(poster.tagName).toBe('IMG');
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(poster).not.toHaveAttribute('fetchpriority');
  });

  it('loads the poster at once when told it is in the first screenful, and ahead of other images as the lead', () => {
    renderCard({ posterLoading: 'eager' });
    const eager = screen.getByAltText('Golden Retriever Catches Frisbee');
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager).not.toHaveAttribute('fetchpriority');
    cleanup();
    renderCard({ posterLoading: 'priority' });
    const lead = screen.getByAltText('Golden Retriever Catches Frisbee');
    expect(lead).toHaveAttribute('loading', 'eager');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
  });

  it('names the card after the title in a heading', () => {
    renderCard();
    expect(screen.getByRole('article', { name: 'Golden Retriever Catches Frisbee' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Golden Retriever Catches Frisbee' }),
    ).toBeInTheDocument();
  });

  it('falls back from publishingTitle to title to the No Title text', () => {
    const { rerender } = renderCard({ video: { ...clip, publishingTitle: null } });
    expect(screen.getByRole('link', { name: 'dog frisbee' })).toBeVisible();
    rerender(
      <ThemeProvider>
        <VideoCard video={{ ...clip, publishingTitle: '  ', title: null }} href="/licensing/view/1254381" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: MESSAGES.noTitle })).toBeVisible();
  });

  it(`shows no tooltip for a title of exactly ${LIMITS.cardTitleTooltipOver} characters`, async () => {
    const user = userEvent.setup();
    const title = 'x'.repeat(LIMITS.cardTitleTooltipOver);
    renderCard({ video: { ...clip, publishingTitle: title } });
    const link = screen.getByRole('link', { name: title });
    await user.hover(link);
    await user.tab();
    expect(document.activeElement).toBe(link);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(link).not.toHaveAttribute('aria-describedby');
  });

  it('shows the full title in a tooltip on hover when the title is over 55 characters, and Escape hides it', async () => {
    const user = userEvent.setup();
    const title = 'y'.repeat(LIMITS.cardTitleTooltipOver + 1);
    renderCard({ video: { ...clip, publishingTitle: title } });
    const link = screen.getByRole('link', { name: title });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(link);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent(title);
    expect(link).toHaveAccessibleDescription(title);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.unhover(link);
    await user.hover(link);
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('shows the long-title tooltip on keyboard focus too', async () => {
    const user = userEvent.setup();
    const title = videoFixtures.longTitle.publishingTitle;
    render(
      <ThemeProvider>
        <VideoCard video={videoFixtures.longTitle} href="/licensing/view/1254381" />
        <button type="button">after</button>
      </ThemeProvider>,
    );
    // Park the real pointer off the card (an earlier test file can leave it over the title, which opens the
    // tooltip by hover whatever focus does).
    await browserPointer.hover(screen.getByRole('button', { name: 'after' }));
    await user.tab();
    expect(screen.getByRole('link', { name: title })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(title);
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('calls onSave with the clip when the save toggle is pressed', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderCard({ onSave });
    await user.click(screen.getByRole('button', { name: CARD_TEXT.save('JV#1254381') }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith(clip);
  });

  it('shows the save toggle pressed when the clip is a favourite', () => {
    const { rerender } = renderCard();
    expect(screen.getByRole('button', { name: CARD_TEXT.save('JV#1254381') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    rerender(
      <ThemeProvider>
        <VideoCard video={{ ...clip, isFav: true }} href="/licensing/view/1254381" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: CARD_TEXT.save('JV#1254381') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lets the isFav prop override the clip data', () => {
    renderCard({ video: { ...clip, isFav: false }, isFav: true });
    expect(screen.getByRole('button', { pressed: true })).toBeInTheDocument();
  });

  it('shows an "In cart" badge only when the clip is in the cart', () => {
    const { rerender } = renderCard();
    expect(screen.queryByText(CARD_TEXT.inCart)).not.toBeInTheDocument();
    rerender(
      <ThemeProvider>
        <VideoCard video={clip} href="/licensing/view/1254381" inCart />
      </ThemeProvider>,
    );
    expect(screen.getByText(CARD_TEXT.inCart)).toBeVisible();
  });

  it('saves from the keyboard: Tab reaches the title link, then the save toggle, which Enter and Space press', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderCard({ onSave });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Golden Retriever Catches Frisbee' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: CARD_TEXT.save('JV#1254381') })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('calls onOpen when the title link is followed', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderCard({ onOpen, href: '#clip' });
    await user.click(screen.getByRole('link', { name: 'Golden Retriever Catches Frisbee' }));
    expect(onOpen).toHaveBeenCalledWith(clip);
  });

  it('links to the clip’s similar clips when given where they are, and shows no such link otherwise', () => {
    renderCard({ similarHref: '/licensing/search/similarClips/1254381' });
    const similar = screen.getByRole('link', { name: CARD_TEXT.similarName('JV#1254381') });
    expect(similar).toHaveAttribute('href', '/licensing/search/similarClips/1254381');
    expect(similar).toHaveTextContent(CARD_TEXT.similar);
    cleanup();
    renderCard();
    expect(screen.queryByRole('link', { name: CARD_TEXT.similarName('JV#1254381') })).toBeNull();
  });

  it('reaches the similar clips link by Tab between the title and the save toggle, without calling onOpen', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderCard({ similarHref: '#similar', onOpen });
    await user.tab();
    await user.tab();
    const similar = screen.getByRole('link', { name: CARD_TEXT.similarName('JV#1254381') });
    expect(similar).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(window.location.hash).toBe('#similar');
    expect(onOpen).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: CARD_TEXT.save('JV#1254381') })).toHaveFocus();
  });

  it('gives the similar clips link a target of at least 24 px', () => {
    renderCard({ similarHref: '#similar' });
    const similar = screen.getByRole('link', { name: CARD_TEXT.similarName('JV#1254381') });
    expect(similar.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  });

  it('renders links through the given link component', () => {
    function RouterLink({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
      return (
        <a data-router="yes" {...props} href={href}>
          {children}
        </a>
      );
    }
    renderCard({ linkComponent: RouterLink });
    expect(screen.getByRole('link', { name: 'Golden Retriever Catches Frisbee' })).toHaveAttribute(
      'data-router',
      'yes',
    );
  });

  it('requests no video before hover, and plays a muted, looping, inline preview on hover on a hover device', async () => {
    stubMediaQueries({ [HOVER_DEVICE]: true });
    const user = userEvent.setup();
    const { container } = renderCard();
    const card = screen.getByRole('article');
    expect(container.querySelector('video')).toBeNull();
    expect(card).toHaveAttribute('data-state', 'idle');

    await user.hover(card);
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.playsInline).toBe(true);
    expect(video).toHaveAttribute('src', '/media/previews/clip-01.mp4');
    expect(card).toHaveAttribute('data-state', 'previewing');

    await user.unhover(card);
    expect(container.querySelector('video')).toBeNull();
    expect(card).toHaveAttribute('data-state', 'idle');
  });

  it('previews while keyboard focus is inside the card, and stops when it leaves', async () => {
    stubMediaQueries({ [HOVER_DEVICE]: true });
    const { container } = render(
      <ThemeProvider>
        <VideoCard video={clip} href="/licensing/view/1254381" />
        <button type="button">after</button>
      </ThemeProvider>,
    );
    // Park the real (Playwright) pointer off the card: an earlier test file can leave it where this card
    // renders, and a hovered card keeps its preview whatever focus does.
    await browserPointer.hover(screen.getByRole('button', { name: 'after' }));
    expect(container.querySelector('video')).toBeNull();
    // Real Tab presses, as a person makes them: focus is then `:focus-visible` in the browser's own reckoning,
    // even after an earlier test clicked with the real pointer in the same page.
    await browserPointer.tab();
    expect(container.querySelector('video')).not.toBeNull();
    await browserPointer.tab();
    expect(container.querySelector('video')).not.toBeNull();
    await browserPointer.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    expect(container.querySelector('video')).toBeNull();
  });

  it('plays no preview on a device that cannot hover', async () => {
    stubMediaQueries({ [HOVER_DEVICE]: false });
    const user = userEvent.setup();
    const { container } = renderCard();
    await user.hover(screen.getByRole('article'));
    expect(container.querySelector('video')).toBeNull();
  });

  it('plays no preview in tap mode, where the thumbnail is a plain link to the detail page', async () => {
    stubMediaQueries({ [HOVER_DEVICE]: true });
    const user = userEvent.setup();
    const { container } = renderCard({ previewMode: 'tap' });
    const card = screen.getByRole('article');
    await user.hover(card);
    expect(container.querySelector('video')).toBeNull();
    expect(card).toHaveAttribute('data-state', 'idle');
    const links = container.querySelectorAll('a[href="/licensing/view/1254381"]');
    expect(links).toHaveLength(2);
  });

  it('plays no preview when the user prefers reduced motion, even in hover mode', async () => {
    stubMediaQueries({ [HOVER_DEVICE]: true, [REDUCED_MOTION]: true });
    const user = userEvent.setup();
    const { container } = renderCard({ previewMode: 'hover' });
    await user.hover(screen.getByRole('article'));
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByAltText('Golden Retriever Catches Frisbee')).toBeInTheDocument();
  });

  it('asks nothing of the device until a preview is wanted, so a hydrated page draws no card again', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia');
    renderCard();
    expect(matchMedia).not.toHaveBeenCalled();
  });

  it('stops a playing preview when reduced motion is switched on', async () => {
    let reduced = false;
    const listeners = new Set<() => void>();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return query === HOVER_DEVICE || (query === REDUCED_MOTION && reduced);
          },
          media: query,
          onchange: null,
          addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    const { container } = renderCard();
    await user.hover(screen.getByRole('article'));
    expect(container.querySelector('video')).not.toBeNull();
    act(() => {
      reduced = true;
      for (const listener of listeners) listener();
    });
    expect(container.querySelector('video')).toBeNull();
  });

  it('can be driven from outside through status, and reports hover to onStatusChange', async () => {
    const user = userEvent.setup();
    const onStatusChange = vi.fn();
    const { container, rerender } = renderCard({ previewMode: 'hover', status: 'idle', onStatusChange });
    await user.hover(screen.getByRole('article'));
    expect(onStatusChange).toHaveBeenLastCalledWith('previewing');
    expect(container.querySelector('video')).toBeNull();
    rerender(
      <ThemeProvider>
        <VideoCard video={clip} href="/licensing/view/1254381" previewMode="hover" status="previewing" />
      </ThemeProvider>,
    );
    expect(container.querySelector('video')).not.toBeNull();
  });

  it('keeps a neutral placeholder when the poster cannot be loaded', async () => {
    renderCard({ video: { ...clip, imgUrl: '/media/posters/does-not-exist.webp' } });
    const poster = screen.getByAltText('Golden Retriever Catches Frisbee');
    await waitFor(() => expect(poster).toHaveAttribute('data-failed', 'true'));
    expect(poster).not.toBeVisible();
  });

  it('shows the No Video Found message with no save toggle and no preview for a clip without an id', async () => {
    const user = userEvent.setup();
    const { container } = renderCard({ video: videoFixtures.noId, previewMode: 'hover' });
    const card = screen.getByRole('article');
    expect(within(card).getByText(MESSAGES.noVideoFound)).toBeVisible();
    expect(card).toHaveAttribute('data-state', 'empty');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.hover(card);
    expect(container.querySelector('video')).toBeNull();
  });

  it('shows no D: every clip is cleared for digital use, so the mark would tell nothing (ADR 31)', () => {
    renderCard({ video: { ...clip, aci: 'GREEN' } });
    expect(screen.queryByRole('img', { name: CARD_ICON_LABELS.digital })).not.toBeInTheDocument();
    expect(screen.queryByText('D', { exact: true })).not.toBeInTheDocument();
  });

  it('shows the length, orientation and HD a buyer filtered by', () => {
    renderCard({ video: { ...clip, duration: 95, isVertical: true, isHD: true } });
    const facts = screen.getByRole('group', { name: CARD_TEXT.facts });
    expect(within(facts).getByText(`${CARD_TEXT.duration} 01:35`)).toBeInTheDocument();
    expect(within(facts).getByText(CARD_TEXT.vertical)).toBeVisible();
    expect(within(facts).getByText(CARD_TEXT.hd)).toBeVisible();
    // The length on the poster is for the eye; the facts line says it once to assistive technology.
    expect(screen.getByText('01:35', { selector: '[aria-hidden="true"]' })).toBeVisible();
  });

  it('says Horizontal and no HD for a horizontal SD clip', () => {
    renderCard({ video: { ...clip, duration: 18, isVertical: false, isHD: false } });
    const facts = screen.getByRole('group', { name: CARD_TEXT.facts });
    expect(within(facts).getByText(CARD_TEXT.horizontal)).toBeVisible();
    expect(within(facts).queryByText(CARD_TEXT.hd)).not.toBeInTheDocument();
  });

  it('shows the from price it is given, and none without one', () => {
    const { unmount } = renderCard({ video: clip, fromPrice: '$49' });
    expect(screen.getByLabelText(CARD_TEXT.fromPriceName('$49'))).toHaveTextContent(
      CARD_TEXT.fromPrice('$49'),
    );
    unmount();
    renderCard({ video: clip });
    expect(screen.queryByText(/^from /)).not.toBeInTheDocument();
  });

  it('takes the from price of the nearest VideoCardPriceProvider', () => {
    render(
      <ThemeProvider>
        <VideoCardPriceProvider fromPrice="$49">
          <VideoCard video={clip} href="#clip" />
        </VideoCardPriceProvider>
      </ThemeProvider>,
    );
    expect(screen.getByLabelText(CARD_TEXT.fromPriceName('$49'))).toBeVisible();
  });

  it('names what the from price’s tier cannot do under the price, and in the price’s name', () => {
    render(
      <ThemeProvider>
        <VideoCardPriceProvider fromPrice="$49" fromPriceLimits="watermarked, no monetization">
          <VideoCard video={clip} href="#clip" />
        </VideoCardPriceProvider>
      </ThemeProvider>,
    );
    const price = screen.getByLabelText('Licences from $49 per video, watermarked, no monetization');
    expect(price.textContent).toBe('from $49');
    expect(screen.getByText('watermarked, no monetization')).toBeVisible();
  });

  it('shows no limits for a from price without them, and no limits without a price', () => {
    const { unmount } = renderCard({ video: clip, fromPrice: '$149', fromPriceLimits: null });
    expect(screen.getByLabelText(CARD_TEXT.fromPriceName('$149'))).toBeVisible();
    expect(document.querySelector('[data-fact="priceLimits"]')).toBeNull();
    unmount();
    renderCard({ video: clip, fromPrice: null, fromPriceLimits: 'watermarked, no monetization' });
    expect(screen.queryByText('watermarked, no monetization')).not.toBeInTheDocument();
  });

  it.each(ACI_VALUES)('shows the %s clearance label beside an A icon that names it', (aci) => {
    const { label } = CLEARANCE_LABELS[aci];
    renderCard({ video: { ...clip, aci } });
    expect(screen.getByText(label, { exact: true })).toBeVisible();
    const icon = screen.getByRole('img', { name: new RegExp(`^${CARD_ICON_LABELS.advertising}, ${label}`) });
    expect(icon).toHaveAttribute('data-aci', aci);
  });

  it('names the GREEN clearance in full, with its detail', () => {
    renderCard({ video: { ...clip, aci: 'GREEN' } });
    expect(
      screen.getByRole('img', {
        name: `${CARD_ICON_LABELS.advertising}, ${CLEARANCE_LABELS.GREEN.label} (${CLEARANCE_LABELS.GREEN.detail})`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(`· ${CLEARANCE_LABELS.GREEN.detail}`)).toBeVisible();
  });

  it('colours the clearance label with the theme clearance colours', () => {
    renderCard({ video: { ...clip, aci: 'RED' } });
    const label = screen.getByText(CLEARANCE_LABELS.RED.label).parentElement;
    const expected = getComputedStyle(document.documentElement)
      .getPropertyValue('--cm-color-clearance-red-text')
      .trim();
    expect(expected).not.toBe('');
    const probe = document.createElement('span');
    probe.style.color = expected;
    document.body.append(probe);
    expect(label && getComputedStyle(label).color).toBe(getComputedStyle(probe).color);
    probe.remove();
  });

  describe('rights-management marker', () => {
    const cases = [false, true].flatMap((riff) =>
      [false, true].flatMap((iar) =>
        [false, true].flatMap((rsa) =>
          [false, true].map((bo) => ({ riff, iar, rsa, bo, shown: riff && !iar && (rsa || bo) })),
        ),
      ),
    );

    it.each(cases)(
      'riff user $riff, iar $iar, rsa $rsa, bo $bo: marker shown $shown',
      ({ riff, iar, rsa, bo, shown }) => {
        renderCard({
          video: { ...clip, iar, rsa, bo },
          viewerRoles: riff ? [ROLES.riffUser] : [ROLES.insider],
        });
        const marker = screen.queryByRole('img', { name: CARD_TEXT.riffMarker });
        if (shown) expect(marker).toBeInTheDocument();
        else expect(marker).not.toBeInTheDocument();
      },
    );

    it('is hidden from a viewer without roles', () => {
      renderCard({ video: { ...clip, iar: false, rsa: true, bo: true } });
      expect(screen.queryByRole('img', { name: CARD_TEXT.riffMarker })).not.toBeInTheDocument();
    });
  });
});

describe('VideoCard: cards side by side', () => {
  const top = (element: Element) => element.getBoundingClientRect().top;

  it('lines up the id and clearance rows whatever the title, clearance and marker', () => {
    const short: VideoCardData = { ...clip, jmId: '1', publishingTitle: 'Cat', aci: 'RED' };
    const long: VideoCardData = {
      ...clip,
      jmId: '2',
      publishingTitle: 'Grandmother Surprises Entire Family by Breakdancing at Her Ninetieth Birthday',
      aci: 'GREEN',
      iar: false,
      rsa: true,
    };
    render(
      <ThemeProvider>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 15rem)', gap: 16 }}>
          <VideoCard video={short} href="#left" />
          <VideoCard video={long} href="#right" viewerRoles={[ROLES.riffUser]} />
        </div>
      </ThemeProvider>,
    );
    expect(top(screen.getByText('JV#1'))).toBe(top(screen.getByText('JV#2')));
    expect(top(screen.getByText(CLEARANCE_LABELS.RED.label))).toBe(
      top(screen.getByText(CLEARANCE_LABELS.GREEN.label)),
    );
  });

  it('keeps the clearance dot on the line of its label in a narrow card', () => {
    render(
      <ThemeProvider>
        <div style={{ width: 150 }}>
          <VideoCard video={{ ...clip, aci: 'YELLOW' }} href="#clip" />
        </div>
      </ThemeProvider>,
    );
    const name = screen.getByText(CLEARANCE_LABELS.YELLOW.label);
    const label = name.closest('p');
    if (!label) throw new Error('The clearance label is a paragraph.');
    expect(getComputedStyle(name, '::before').content).toContain('●');
    // The label starts on the paragraph's first line, where the dot is, rather than on a line after it.
    const firstLineTop = label.getBoundingClientRect().top + parseFloat(getComputedStyle(label).paddingTop);
    const nameTop = name.getClientRects()[0]?.top ?? Number.NaN;
    expect(nameTop - firstLineTop).toBeLessThan(parseFloat(getComputedStyle(label).lineHeight) / 2);
  });

  it('as a row, keeps the same links, names and save toggle, with the title beside a fixed-size poster', async () => {
    const onSave = vi.fn();
    renderCard({ layout: 'row', onSave, inCart: true });
    const row = screen.getByRole('article', { name: clip.publishingTitle ?? '' });
    expect(row).toHaveAttribute('data-layout', 'row');
    expect(screen.getByRole('heading', { level: 3, name: clip.publishingTitle ?? '' })).toBeVisible();
    expect(screen.getByRole('link', { name: clip.publishingTitle ?? '' })).toHaveAttribute(
      'href',
      '/licensing/view/1254381',
    );
    expect(screen.getByText('JV#1254381')).toBeVisible();
    expect(screen.getByText(CLEARANCE_LABELS.GREEN.label, { exact: true })).toBeVisible();
    expect(screen.getByText(CARD_TEXT.inCart)).toBeVisible();
    const poster = screen.getByRole('img', { name: clip.publishingTitle ?? '', hidden: true });
    const frame = poster.parentElement?.parentElement;
    if (!frame) throw new Error('The poster sits in its frame.');
    expect(frame.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    const title = screen.getByRole('heading').getBoundingClientRect();
    expect(title.left).toBeGreaterThanOrEqual(frame.getBoundingClientRect().right);
    await userEvent.click(screen.getByRole('button', { name: CARD_TEXT.save('JV#1254381') }));
    expect(onSave).toHaveBeenCalledWith(clip);
  });

  it('as a row, shows a clip without an id as No Video Found across the row', () => {
    renderCard({ layout: 'row', video: { ...clip, jmId: '' } });
    expect(screen.getByText(MESSAGES.noVideoFound)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
