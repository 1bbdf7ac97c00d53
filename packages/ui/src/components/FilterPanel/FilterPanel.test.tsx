import {
  CLEARANCE_OPTIONS,
  DURATION_OUT_OF_RANGE_MESSAGE,
  EXCLUDED_LIBRARY_OPTIONS,
  FILTER_PANEL_OPEN_MIN_WIDTH,
  FOOTAGE_TYPES,
  MESSAGES,
  ORIENTATIONS,
  OVERLAY_TEXT,
  POPULARITY,
  RESOLUTIONS,
  SMART_SORTS,
  TONES,
  UPLOADED_PRESETS,
} from '@clipmarket/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { DATE_FIELD_TEXT } from '../DateField';
import { FilterPanel, FILTER_PANEL_TEXT, type FilterPanelProps, type FilterPanelValue } from '.';

const categories = ['Animals', 'Sports', 'Weather'];

/** The panel with its filter state kept, as an app keeps it. */
function Stateful({ initial = {}, ...props }: Partial<FilterPanelProps> & { initial?: FilterPanelValue }) {
  const [value, setValue] = useState<FilterPanelValue>(initial);
  return (
    <FilterPanel
      categories={categories}
      countries={['Canada', 'Japan']}
      {...props}
      value={props.value ?? value}
      onChange={(next, change) => {
        props.onChange?.(next, change);
        setValue(next);
      }}
    />
  );
}

function renderPanel(props: Partial<FilterPanelProps> & { initial?: FilterPanelValue } = {}) {
  return render(
    <ThemeProvider>
      <Stateful {...props} />
    </ThemeProvider>,
  );
}

const toggle = () => screen.getByRole('button', { name: FILTER_PANEL_TEXT.toggle });
const toggleWithCount = (n: number) =>
  screen.getByRole('button', { name: FILTER_PANEL_TEXT.toggleWithCount(n) });
const group = (name: string | RegExp) => within(screen.getByRole('group', { name }));

beforeEach(async () => {
  await page.viewport(1280, 900);
});

afterEach(() => {
  cleanup();
});

describe('FilterPanel: open or closed', () => {
  it(`is open by default at ${FILTER_PANEL_OPEN_MIN_WIDTH} px, beside the results`, async () => {
    await page.viewport(FILTER_PANEL_OPEN_MIN_WIDTH, 900);
    const { container } = renderPanel();
    expect(screen.getByRole('region', { name: FILTER_PANEL_TEXT.title })).toBeVisible();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'open');
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'inline');
  });

  it(`is closed by default below ${FILTER_PANEL_OPEN_MIN_WIDTH} px, where it opens as a drawer`, async () => {
    await page.viewport(FILTER_PANEL_OPEN_MIN_WIDTH - 1, 900);
    const { container } = renderPanel();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'closed');
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'drawer');
  });

  it('hides and shows the inline panel with the toggle', async () => {
    const onOpenChange = vi.fn();
    renderPanel({ onOpenChange });
    await userEvent.click(toggle());
    expect(screen.queryByRole('region', { name: FILTER_PANEL_TEXT.title })).not.toBeInTheDocument();
    await userEvent.click(toggle());
    expect(screen.getByRole('region', { name: FILTER_PANEL_TEXT.title })).toBeVisible();
    // It opened itself once mounted in this wide window, then closed and opened with the toggle.
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('follows the open state it is given when controlled', () => {
    const { rerender } = render(
      <ThemeProvider>
        <FilterPanel value={{}} open={false} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('region', { name: FILTER_PANEL_TEXT.title })).not.toBeInTheDocument();
    rerender(
      <ThemeProvider>
        <FilterPanel value={{}} open />
      </ThemeProvider>,
    );
    expect(screen.getByRole('region', { name: FILTER_PANEL_TEXT.title })).toBeVisible();
  });

  it('opens the drawer as a modal with focus on its title, traps Tab, and returns focus on Escape', async () => {
    await page.viewport(375, 740);
    renderPanel();
    await userEvent.click(toggle());
    const dialog = screen.getByRole('dialog', { name: FILTER_PANEL_TEXT.title });
    expect(dialog.matches(':modal')).toBe(true);
    expect(screen.getByRole('heading', { name: FILTER_PANEL_TEXT.title })).toHaveFocus();

    await userEvent.tab();
    const close = within(dialog).getByRole('button', { name: OVERLAY_TEXT.close });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: FILTER_PANEL_TEXT.showResults })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer with its close button and with Show results, focus back on the toggle', async () => {
    await page.viewport(375, 740);
    renderPanel();
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('button', { name: OVERLAY_TEXT.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('button', { name: FILTER_PANEL_TEXT.showResults }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it('closes rather than popping a modal when the window narrows with the panel open', async () => {
    const onOpenChange = vi.fn();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    try {
      renderPanel({ onOpenChange });
      await page.viewport(375, 740);
      await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // Not even for the one render in which the window had narrowed and the panel was still open.
      expect(showModal).not.toHaveBeenCalled();
    } finally {
      showModal.mockRestore();
    }
  });
});

describe('FilterPanel: filter groups', () => {
  it('offers every option of spec section 9, labelled as the spec labels them', () => {
    renderPanel();
    for (const tone of TONES)
      expect(group(FILTER_PANEL_TEXT.tones).getByRole('checkbox', { name: tone })).toBeVisible();
    for (const p of POPULARITY)
      expect(group(FILTER_PANEL_TEXT.popularity).getByRole('checkbox', { name: p })).toBeVisible();
    for (const c of CLEARANCE_OPTIONS)
      expect(group(FILTER_PANEL_TEXT.clearance).getByRole('checkbox', { name: c.label })).toBeVisible();
    for (const f of FOOTAGE_TYPES)
      expect(group(FILTER_PANEL_TEXT.footageType).getByRole('checkbox', { name: f })).toBeVisible();
    for (const r of RESOLUTIONS)
      expect(group(FILTER_PANEL_TEXT.resolution).getByRole('radio', { name: r })).toBeVisible();
    for (const o of ORIENTATIONS)
      expect(group(FILTER_PANEL_TEXT.orientation).getByRole('checkbox', { name: o })).toBeVisible();
    for (const u of UPLOADED_PRESETS)
      expect(group(FILTER_PANEL_TEXT.uploaded).getByRole('radio', { name: u.label })).toBeVisible();
    for (const s of SMART_SORTS)
      expect(group(FILTER_PANEL_TEXT.smartSort).getByRole('radio', { name: s.label })).toBeVisible();
    for (const l of EXCLUDED_LIBRARY_OPTIONS)
      expect(group(FILTER_PANEL_TEXT.excludedLibraries).getByRole('checkbox', { name: l })).toBeVisible();
    for (const c of categories)
      expect(group(FILTER_PANEL_TEXT.categories).getByRole('checkbox', { name: c })).toBeVisible();
    expect(group(FILTER_PANEL_TEXT.countries).getByRole('checkbox', { name: 'Japan' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: FILTER_PANEL_TEXT.exactMatch })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: FILTER_PANEL_TEXT.customTag })).toHaveValue('');
  });

  it('emits the whole filter state with the one field changed, keeping the rest', async () => {
    const onChange = vi.fn();
    renderPanel({ onChange, initial: { q: 'dog', tones: ['Cute'], page: 3 } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Scary' }));
    expect(onChange).toHaveBeenLastCalledWith(
      { q: 'dog', tones: ['Cute', 'Scary'], page: 3 },
      { field: 'tones', value: ['Cute', 'Scary'] },
    );
  });

  it('sends clearance values while showing their labels', async () => {
    const onChange = vi.fn();
    renderPanel({ onChange });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Inquire for Advertising Use' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'clearance',
      value: ['LIMITATIONS'],
    });
  });

  it('shows the hit count of each category beside it', () => {
    renderPanel({ categoryCounts: [{ name: 'Sports', count: 1234 }] });
    const sports = group(FILTER_PANEL_TEXT.categories).getByRole('checkbox', { name: /^Sports/ });
    expect(sports.closest('label')).toHaveTextContent('Sports1,234');
  });

  it('shows the default sort: most relevant with search text, most recent without', () => {
    const { rerender } = render(
      <ThemeProvider>
        <FilterPanel value={{ q: 'dog' }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Most Relevant' })).toBeChecked();
    rerender(
      <ThemeProvider>
        <FilterPanel value={{ q: '' }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Most Recent' })).toBeChecked();
  });

  it('shows the similar-clip chip only in similar-clip mode, and its clear button leaves the mode', async () => {
    const onChange = vi.fn();
    renderPanel({ onChange, initial: { similarClip: '1254381' } });
    expect(screen.getByText(FILTER_PANEL_TEXT.similarClip('JV#1254381'))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: FILTER_PANEL_TEXT.clearSimilarClip }));
    expect(onChange).toHaveBeenLastCalledWith({ similarClip: null }, { field: 'similarClip', value: null });
    expect(screen.queryByText(FILTER_PANEL_TEXT.similarClip('JV#1254381'))).not.toBeInTheDocument();
  });

  it('sends a custom tag on Enter or when focus leaves, trimmed, and null once emptied', async () => {
    const onChange = vi.fn();
    renderPanel({ onChange });
    const tag = screen.getByRole('textbox', { name: FILTER_PANEL_TEXT.customTag });
    await userEvent.type(tag, '  slow motion ');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'customTag',
      value: 'slow motion',
    });
    await userEvent.clear(tag);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), { field: 'customTag', value: null });
  });
});

describe('FilterPanel: dates', () => {
  it('sends the chosen days as yyyy-MM-dd, either side alone, shows them as the product writes days, and null once emptied', async () => {
    const onChange = vi.fn();
    renderPanel({ onChange, initial: { dates: { acquiredFrom: '2026-01-02' } } });
    const acquired = group(FILTER_PANEL_TEXT.acquiredDate);
    const from = acquired.getByLabelText(FILTER_PANEL_TEXT.from);
    expect(from).toHaveAttribute('type', 'date');
    expect(from).toHaveValue('2026-01-02');
    expect(acquired.getByText('02 Jan 26')).toBeVisible();

    await userEvent.fill(acquired.getByLabelText(FILTER_PANEL_TEXT.to), '2026-12-31');
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'dates',
      value: { acquiredFrom: '2026-01-02', acquiredTo: '2026-12-31' },
    });
    expect(acquired.getByText('31 Dec 26')).toBeVisible();

    await userEvent.fill(from, '');
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'dates',
      value: { acquiredFrom: null, acquiredTo: '2026-12-31' },
    });
  });

  it('says a whole date is needed once focus leaves part of one, and sends nothing', async () => {
    const onChange = vi.fn();
    renderPanel({ onChange });
    const posted = group(FILTER_PANEL_TEXT.postedDate);
    const from = posted.getByLabelText(FILTER_PANEL_TEXT.from);
    await userEvent.click(from);
    await userEvent.keyboard('02');
    expect(from).not.toHaveAttribute('aria-invalid');
    await userEvent.click(posted.getByText(FILTER_PANEL_TEXT.postedDate));
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription(DATE_FIELD_TEXT.incomplete);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says the end day is the last a start may be, when the start comes after it', async () => {
    renderPanel({ initial: { dates: { postedTo: '2026-10-01' } } });
    const from = group(FILTER_PANEL_TEXT.postedDate).getByLabelText(FILTER_PANEL_TEXT.from);
    await userEvent.fill(from, '2026-10-02');
    expect(from).toHaveAccessibleDescription(DATE_FIELD_TEXT.tooLate('01 Oct 26'));
  });

  it('follows dates changed from outside, such as a reset', () => {
    const { rerender } = render(
      <ThemeProvider>
        <FilterPanel value={{ dates: { postedTo: '2026-10-01' } }} />
      </ThemeProvider>,
    );
    const to = group(FILTER_PANEL_TEXT.postedDate).getByLabelText(FILTER_PANEL_TEXT.to);
    expect(to).toHaveValue('2026-10-01');
    rerender(
      <ThemeProvider>
        <FilterPanel value={{}} />
      </ThemeProvider>,
    );
    expect(to).toHaveValue('');
  });
});

describe('FilterPanel: duration', () => {
  const duration = () => group(/^Duration/);

  it('sends the range in seconds, an empty side standing for its end of 00:01 to 10:00', async () => {
    const onChange = vi.fn();
    renderPanel({ onChange });
    await userEvent.type(duration().getByRole('textbox', { name: FILTER_PANEL_TEXT.to }), '01:30');
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'duration',
      value: { from: 1, to: 90 },
    });
    await userEvent.type(duration().getByRole('textbox', { name: FILTER_PANEL_TEXT.from }), '00:10');
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'duration',
      value: { from: 10, to: 90 },
    });
    expect(duration().getByRole('textbox', { name: FILTER_PANEL_TEXT.to })).toHaveValue('01:30');
  });

  it('shows the spec message when the start exceeds the end, and keeps the last valid range', async () => {
    const onChange = vi.fn();
    renderPanel({ onChange, initial: { duration: { from: 300, to: 480 } } });
    const to = duration().getByRole('textbox', { name: FILTER_PANEL_TEXT.to });
    expect(to).toHaveValue('08:00');
    await userEvent.fill(to, '01:00');
    expect(duration().getByText(MESSAGES.durationStartExceedsEnd)).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(MESSAGES.durationStartExceedsEnd);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses 00:00 and anything over 10:00', async () => {
    renderPanel();
    const from = duration().getByRole('textbox', { name: FILTER_PANEL_TEXT.from });
    await userEvent.type(from, '00:00');
    expect(duration().getByText(DURATION_OUT_OF_RANGE_MESSAGE)).toBeVisible();
    await userEvent.clear(from);
    await userEvent.type(duration().getByRole('textbox', { name: FILTER_PANEL_TEXT.to }), '10:01');
    expect(duration().getByText(DURATION_OUT_OF_RANGE_MESSAGE)).toBeVisible();
  });

  it('says how to type a duration once focus leaves one it cannot read', async () => {
    renderPanel();
    const from = duration().getByRole('textbox', { name: FILTER_PANEL_TEXT.from });
    await userEvent.type(from, '1:5');
    expect(duration().queryByText(FILTER_PANEL_TEXT.durationFormatError)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(duration().getByText(FILTER_PANEL_TEXT.durationFormatError)).toBeVisible();
    expect(from).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends no duration filter once both sides are emptied', async () => {
    const onChange = vi.fn();
    renderPanel({ onChange, initial: { duration: { from: 10, to: 90 } } });
    await userEvent.clear(duration().getByRole('textbox', { name: FILTER_PANEL_TEXT.from }));
    await userEvent.clear(duration().getByRole('textbox', { name: FILTER_PANEL_TEXT.to }));
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), { field: 'duration', value: null });
  });
});

describe('FilterPanel: reset', () => {
  it('offers Clear all filters only with onReset', async () => {
    const onReset = vi.fn();
    const { rerender } = render(
      <ThemeProvider>
        <FilterPanel value={{}} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('button', { name: FILTER_PANEL_TEXT.reset })).not.toBeInTheDocument();
    rerender(
      <ThemeProvider>
        <FilterPanel value={{}} onReset={onReset} />
      </ThemeProvider>,
    );
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: FILTER_PANEL_TEXT.reset }));
    });
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});

describe('FilterPanel: the toggle says how many filters are on', () => {
  it('says nothing more than "Filters" while no filter narrows the search', () => {
    renderPanel({ initial: { q: 'dog', smartSort: 'downloaded', display: 'list', resolution: 'All' } });
    expect(toggle()).toHaveAccessibleName(FILTER_PANEL_TEXT.toggle);
    expect(toggle()).not.toMatchTextContent(/\d/);
  });

  it('shows the count on the closed drawer toggle and says it in the name', async () => {
    await page.viewport(375, 740);
    renderPanel({ initial: { tones: ['Funny', 'Cute'], uploaded: '7d', dates: { postedTo: '2026-10-01' } } });
    const button = screen.getByRole('button', { name: FILTER_PANEL_TEXT.toggleWithCount(3) });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(button).getByText('3')).toBeVisible();
  });

  it('counts a filter as it is ticked, and not again for a second option of the same group', async () => {
    renderPanel();
    await userEvent.click(group(FILTER_PANEL_TEXT.tones).getByRole('checkbox', { name: TONES[0] }));
    expect(toggleWithCount(1)).toBeVisible();
    await userEvent.click(group(FILTER_PANEL_TEXT.tones).getByRole('checkbox', { name: TONES[1] }));
    expect(toggleWithCount(1)).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: FILTER_PANEL_TEXT.exactMatch }));
    expect(toggleWithCount(2)).toBeVisible();
  });

  it('counts both orientations ticked as no orientation filter', () => {
    renderPanel({ initial: { orientation: [...ORIENTATIONS] } });
    expect(toggle()).toHaveAccessibleName(FILTER_PANEL_TEXT.toggle);
  });

  it('counts every group of a full filter state once', () => {
    renderPanel({
      initial: {
        similarClip: '1254381',
        categories: ['Animals'],
        tones: [TONES[0]],
        popularity: [POPULARITY[0]],
        clearance: [CLEARANCE_OPTIONS[0].value],
        footageType: [FOOTAGE_TYPES[0]],
        resolution: RESOLUTIONS[1],
        orientation: [ORIENTATIONS[0]],
        uploaded: UPLOADED_PRESETS[1].value,
        dates: { acquiredFrom: '2026-01-01', postedTo: '2026-10-01' },
        duration: { from: 5, to: 90 },
        countries: ['Japan'],
        excludedLibraries: [EXCLUDED_LIBRARY_OPTIONS[0]],
        exactMatch: true,
        customTag: 'slow motion',
      },
    });
    expect(toggleWithCount(16)).toBeVisible();
  });

  it('hands the count to a custom trigger', () => {
    render(
      <ThemeProvider>
        <FilterPanel
          value={{ tones: [TONES[0]] }}
          trigger={(props, { activeCount }) => (
            <button type="button" {...props}>
              {`Refine (${activeCount})`}
            </button>
          )}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Refine (1)' })).toBeVisible();
  });
});
