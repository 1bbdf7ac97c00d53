import {
  CLEARANCE_OPTIONS,
  DURATION_OUT_OF_RANGE_MESSAGE,
  MESSAGES,
  OVERLAY_TEXT,
  SMART_SORTS,
  UPLOADED_PRESETS,
} from '@clipmarket/core';
import { categoriesFixture, searchFacetsFixture, videoFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DATE_FIELD_TEXT, FilterPanel, FILTER_PANEL_TEXT } from '@clipmarket/ui';
import { fixtureCountries, panelOpened, StatefulFilterPanel } from './FilterPanel.stories';

const desktop = { viewport: { value: 'lg' } };
const mobile = { viewport: { value: 'mobile' } };

const meta = {
  title: 'Components/FilterPanel/Features',
  component: FilterPanel,
  tags: ['!autodocs'],
  args: {
    value: {},
    categories: categoriesFixture.result,
    categoryCounts: searchFacetsFixture.categories,
    countries: fixtureCountries,
    onChange: fn(),
    onOpenChange: fn(),
  },
  globals: desktop,
  render: (args) => <StatefulFilterPanel {...args} />,
  // On the docs page each story is a scrolling frame of its own: the open panel is a few thousand pixels tall.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 830 px and wider: open by default, in place beside the results (no dialog). */
export const OpenOnDesktop: Story = {
  play: async ({ canvas }) => {
    await panelOpened(canvas);
    const toggle = canvas.getByRole('button', { name: FILTER_PANEL_TEXT.toggle });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: FILTER_PANEL_TEXT.title })).toBeVisible();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The toggle hides the open panel in place and shows it again; it ends open. */
export const HideAndShowOnDesktop: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await panelOpened(canvas);
    const toggle = canvas.getByRole('button', { name: FILTER_PANEL_TEXT.toggle });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.queryByRole('region', { name: FILTER_PANEL_TEXT.title })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('region', { name: FILTER_PANEL_TEXT.title })).toBeVisible();
  },
};

/** A phone, with filters on: the closed toggle says how many, in its name too. */
export const ClosedWithActiveFilters: Story = {
  globals: mobile,
  args: { value: { tones: ['Funny', 'Cute'], clearance: ['CLEARED'], duration: { from: 5, to: 90 } } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: FILTER_PANEL_TEXT.toggleWithCount(3) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(toggle).getByText('3')).toBeVisible();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The count on the toggle follows the filters as they are ticked and cleared. */
export const ActiveCountFollowsFilters: Story = {
  play: async ({ canvas, userEvent }) => {
    await panelOpened(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Funny' }));
    await expect(canvas.getByRole('button', { name: FILTER_PANEL_TEXT.toggleWithCount(1) })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cute' }));
    await expect(canvas.getByRole('button', { name: FILTER_PANEL_TEXT.toggleWithCount(1) })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'HD' }));
    await expect(canvas.getByRole('button', { name: FILTER_PANEL_TEXT.toggleWithCount(2) })).toBeVisible();
  },
};

/** A phone: closed by default; the toggle opens a modal drawer with focus on its title. */
export const DrawerOnMobile: Story = {
  globals: mobile,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: FILTER_PANEL_TEXT.toggle });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(toggle);
    const dialog = canvas.getByRole('dialog', { name: FILTER_PANEL_TEXT.title });
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(canvas.getByRole('heading', { name: FILTER_PANEL_TEXT.title })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: FILTER_PANEL_TEXT.showResults }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(toggle).toHaveFocus();
  },
};

/**
 * A 390 px phone with the drawer open: it takes the whole width, with no strip of backdrop beside it, and the
 * categories' scrolling box shows whole rows only, with a shade at its lower edge where more rows wait.
 */
export const DrawerFillsAPhone: Story = {
  // No visual reference: as DrawerOpenOnPhone, the drawer is as tall as a viewport that grows to show it all.
  tags: ['!visual'],
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: FILTER_PANEL_TEXT.toggle }));
    const dialog = canvas.getByRole('dialog', { name: FILTER_PANEL_TEXT.title });
    const window_ = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window_.clientWidth));
    const categories = within(dialog).getByRole('group', { name: FILTER_PANEL_TEXT.categories });
    const box = within(categories).getAllByRole('checkbox')[0]!.closest('label')!.parentElement!;
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    const edge = box.getBoundingClientRect();
    for (const row of box.querySelectorAll('label')) {
      const { top, bottom } = row.getBoundingClientRect();
      const whollyIn = top >= edge.top - 0.5 && bottom <= edge.bottom + 0.5;
      const whollyOut = bottom <= edge.top + 0.5 || top >= edge.bottom - 0.5;
      await expect(whollyIn || whollyOut, row.textContent ?? '').toBe(true);
    }
  },
};

/** The drawer without a mouse: Enter opens, Tab stays inside, Escape closes, focus is back on the toggle. */
export const DrawerKeyboard: Story = {
  // No visual reference: the same picture as DrawerOnMobile.
  tags: ['!visual'],
  globals: mobile,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: FILTER_PANEL_TEXT.toggle });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = canvas.getByRole('dialog', { name: FILTER_PANEL_TEXT.title });
    await userEvent.tab();
    const close = within(dialog).getByRole('button', { name: OVERLAY_TEXT.close });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: FILTER_PANEL_TEXT.showResults })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(toggle).toHaveFocus();
  },
};

/** Checkbox groups emit the values of core's option lists; clearance shows labels and emits values. */
export const CheckboxGroups: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await panelOpened(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Funny' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ tones: ['Funny'] }), {
      field: 'tones',
      value: ['Funny'],
    });
    const clearance = within(canvas.getByRole('group', { name: FILTER_PANEL_TEXT.clearance }));
    for (const option of CLEARANCE_OPTIONS)
      await expect(clearance.getByRole('checkbox', { name: option.label })).toBeVisible();
    await userEvent.click(clearance.getByRole('checkbox', { name: CLEARANCE_OPTIONS[2].label }));
    await userEvent.click(clearance.getByRole('checkbox', { name: CLEARANCE_OPTIONS[0].label }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'clearance',
      value: ['CLEARED', 'NO_AR_EDITORIAL_ONLY'],
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Viral Hog' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'excludedLibraries',
      value: ['Viral Hog'],
    });
  },
};

/** Sort, display, resolution and the uploaded preset: one choice each. */
export const RadioGroups: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await panelOpened(canvas);
    const sort = within(canvas.getByRole('group', { name: FILTER_PANEL_TEXT.smartSort }));
    // No text and no sort chosen: the server sorts by most recent, and the panel says so.
    await expect(sort.getByRole('radio', { name: SMART_SORTS[1].label })).toBeChecked();
    await userEvent.click(sort.getByRole('radio', { name: SMART_SORTS[3].label }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'smartSort',
      value: 'durationDesc',
    });
    await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'display',
      value: 'list',
    });
    await userEvent.click(canvas.getByRole('radio', { name: 'HD' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'resolution',
      value: 'HD',
    });
    await userEvent.click(canvas.getByRole('radio', { name: UPLOADED_PRESETS[2].label }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'uploaded',
      value: '7d',
    });
  },
};

/**
 * Dates are the browser's date controls, sent yyyy-MM-dd; the chosen day shows beside its label as the
 * product writes days ('05 Mar 26', not the locale's 03/05/2026), and a start after the end says so.
 */
export const DateRanges: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await panelOpened(canvas);
    const posted = within(canvas.getByRole('group', { name: FILTER_PANEL_TEXT.postedDate }));
    await userEvent.type(posted.getByLabelText(FILTER_PANEL_TEXT.from), '2026-03-05');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'dates',
      value: { postedFrom: '2026-03-05' },
    });
    await expect(posted.getByText('05 Mar 26')).toBeVisible();
    const acquired = within(canvas.getByRole('group', { name: FILTER_PANEL_TEXT.acquiredDate }));
    await userEvent.type(acquired.getByLabelText(FILTER_PANEL_TEXT.to), '2026-01-31');
    const from = acquired.getByLabelText(FILTER_PANEL_TEXT.from);
    await userEvent.type(from, '2026-02-14');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(DATE_FIELD_TEXT.tooLate('31 Jan 26'));
    // One message for the one problem: under the start, not again under the end.
    await expect(acquired.getByLabelText(FILTER_PANEL_TEXT.to)).not.toHaveAttribute('aria-invalid');
  },
};

/** The start after the end: the rule's message, and no duration is sent. */
export const DurationStartAfterEnd: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (filter-panel-duration-error).
  tags: ['!visual'],
  play: async ({ args, canvas, userEvent }) => {
    await panelOpened(canvas);
    const duration = within(canvas.getByRole('group', { name: /^Duration/ }));
    await userEvent.type(duration.getByRole('textbox', { name: FILTER_PANEL_TEXT.from }), '05:00');
    await userEvent.type(duration.getByRole('textbox', { name: FILTER_PANEL_TEXT.to }), '01:30');
    await expect(duration.getByText(MESSAGES.durationStartExceedsEnd)).toBeVisible();
    await expect(duration.getByRole('textbox', { name: FILTER_PANEL_TEXT.to })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'duration',
      value: { from: 300, to: 600 },
    });
    await userEvent.clear(duration.getByRole('textbox', { name: FILTER_PANEL_TEXT.to }));
    await userEvent.type(duration.getByRole('textbox', { name: FILTER_PANEL_TEXT.to }), '08:00');
    await expect(duration.queryByText(MESSAGES.durationStartExceedsEnd)).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'duration',
      value: { from: 300, to: 480 },
    });
  },
};

/** Outside 00:01 to 10:00: the range message. */
export const DurationOutOfRange: Story = {
  play: async ({ canvas, userEvent }) => {
    await panelOpened(canvas);
    const duration = within(canvas.getByRole('group', { name: /^Duration/ }));
    await userEvent.type(duration.getByRole('textbox', { name: FILTER_PANEL_TEXT.from }), '00:00');
    await expect(duration.getByText(DURATION_OUT_OF_RANGE_MESSAGE)).toBeVisible();
  },
};

/** Similar-clip mode: a chip names the clip; clearing it asks to leave the mode. */
export const SimilarClipMode: Story = {
  // No visual reference: the same picture as OpenOnDesktop.
  tags: ['!visual'],
  args: { value: { similarClip: videoFixtures.cleared.jmId, previousSearchTerm: 'frisbee' } },
  play: async ({ args, canvas, userEvent }) => {
    await panelOpened(canvas);
    await expect(canvas.getByText(FILTER_PANEL_TEXT.similarClip('JV#1254381'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: FILTER_PANEL_TEXT.clearSimilarClip }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'similarClip',
      value: null,
    });
    await expect(canvas.queryByText(FILTER_PANEL_TEXT.similarClip('JV#1254381'))).not.toBeInTheDocument();
  },
};

/** Exact match toggles at once; a custom tag is sent on Enter, not on every letter. */
export const ExactMatchAndCustomTag: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await panelOpened(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: FILTER_PANEL_TEXT.exactMatch }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'exactMatch',
      value: true,
    });
    const tag = canvas.getByRole('textbox', { name: FILTER_PANEL_TEXT.customTag });
    await userEvent.type(tag, 'slow motion');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), {
      field: 'customTag',
      value: 'slow motion',
    });
  },
};

/** Many filters applied at once, with "Clear all filters". */
export const FiltersApplied: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (filter-panel-applied).
  tags: ['!visual'],
  args: {
    onReset: fn(),
    value: {
      q: 'dog',
      smartSort: 'downloaded',
      display: 'list',
      categories: categoriesFixture.result.slice(0, 2),
      tones: ['Cute', 'Funny'],
      popularity: ['Viral'],
      clearance: ['CLEARED', 'LIMITATIONS'],
      footageType: ['Drone'],
      resolution: 'HD',
      orientation: ['Vertical'],
      uploaded: '30d',
      dates: { acquiredFrom: '2026-01-01', acquiredTo: '2026-06-30', postedTo: '2026-10-01' },
      duration: { from: 10, to: 125 },
      countries: fixtureCountries.slice(0, 1),
      excludedLibraries: ['Viral Hog'],
      exactMatch: true,
      customTag: 'slow motion',
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await panelOpened(canvas);
    await expect(canvas.getByRole('checkbox', { name: 'Cute' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: SMART_SORTS[2].label })).toBeChecked();
    const duration = within(canvas.getByRole('group', { name: /^Duration/ }));
    await expect(duration.getByRole('textbox', { name: FILTER_PANEL_TEXT.to })).toHaveValue('02:05');
    const acquired = within(canvas.getByRole('group', { name: FILTER_PANEL_TEXT.acquiredDate }));
    await expect(acquired.getByLabelText(FILTER_PANEL_TEXT.to)).toHaveValue('2026-06-30');
    await expect(acquired.getByText('30 Jun 26')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: FILTER_PANEL_TEXT.reset }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** No categories or countries loaded yet: those groups are left out, the rest still work. */
export const WithoutCategoriesOrCountries: Story = {
  args: { categories: [], countries: [] },
  play: async ({ canvas }) => {
    await panelOpened(canvas);
    await expect(canvas.queryByRole('group', { name: FILTER_PANEL_TEXT.categories })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: FILTER_PANEL_TEXT.countries })).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: FILTER_PANEL_TEXT.tones })).toBeVisible();
  },
};

/** Long category names wrap; hit counts from the facets sit beside them. */
export const LongCategoryNames: Story = {
  args: {
    categories: [
      'Animals Doing Unexpectedly Human Things in Suburban Backyards',
      'Extreme Weather, Natural Disasters and Their Aftermath',
      ...categoriesFixture.result.slice(0, 3),
    ],
    categoryCounts: [
      { name: 'Animals Doing Unexpectedly Human Things in Suburban Backyards', count: 12_408 },
      ...searchFacetsFixture.categories,
    ],
  },
  play: async ({ canvas }) => {
    await panelOpened(canvas);
    const categories = within(canvas.getByRole('group', { name: FILTER_PANEL_TEXT.categories }));
    await waitFor(() => expect(categories.getByText('12,408')).toBeVisible());
  },
};
