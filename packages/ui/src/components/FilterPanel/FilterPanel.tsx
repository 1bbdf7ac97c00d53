import {
  CLEARANCE_OPTIONS,
  EXCLUDED_LIBRARY_OPTIONS,
  FILTER_PANEL_OPEN_MIN_WIDTH,
  FOOTAGE_TYPES,
  ORIENTATIONS,
  OVERLAY_TEXT,
  POPULARITY,
  RESOLUTIONS,
  SMART_SORTS,
  TONES,
  UPLOADED_PRESETS,
  formatCount,
  formatJvId,
  type SearchRequestInput,
  type SearchResponse,
} from '@clipmarket/core';
import {
  forwardRef,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
  type Ref,
} from 'react';
import { useModalDialog } from '../../primitives/dialog';
import { CloseIcon, FilterIcon } from '../Icon';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { activeFilterCount } from './activeFilterCount';
import * as styles from './FilterPanel.styles';
import {
  FilterPanelCheckboxGroup,
  FilterPanelDateRange,
  FilterPanelDurationRange,
  FilterPanelRadioGroup,
  FilterPanelTextField,
} from './FilterPanelFields';
import { FILTER_PANEL_TEXT } from './filterPanelText';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';

/** Whether the panel shows: written as `data-state` on the root. */
export type FilterPanelStatus = 'open' | 'closed';

/** How the panel is laid out: beside the results from 830 px, a modal drawer below. */
export type FilterPanelLayout = 'inline' | 'drawer';

/** The search filter state the panel edits: the input shape of the search request. */
export type FilterPanelValue = SearchRequestInput;

/** One field of the filter state that changed, and its new value. */
export type FilterPanelChange = {
  [K in keyof SearchRequestInput]-?: { field: K; value: SearchRequestInput[K] };
}[keyof SearchRequestInput];

/** What the `trigger` render prop receives: spread it on a button. */
export interface FilterPanelTriggerProps {
  /** Focus comes back here when the drawer closes. */
  ref: Ref<HTMLButtonElement>;
  onClick: () => void;
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-haspopup'?: 'dialog';
}

/** What the `trigger` render prop receives beside the button props: what to say on the button. */
export interface FilterPanelTriggerState {
  /** How many filter groups narrow the search; the default trigger shows it, e.g. "Filters 3". */
  activeCount: number;
}

export interface FilterPanelProps {
  /** The filter state shown, controlled. Fields left out show their defaults. */
  value: FilterPanelValue;
  /**
   * Called with the filter state after one change, and with that change. The panel only merges the field;
   * the rules that tie fields together (one sort at a time, posted dates resetting the uploaded preset,
   * restoring the filters when similar-clip mode ends, back to page 1) belong to the caller.
   */
  onChange?: (next: FilterPanelValue, change: FilterPanelChange) => void;
  /**
   * The category list (`GET /api/public/cats`, already sorted and without the excluded ones). No group
   * shows when it is empty.
   * @default []
   */
  categories?: readonly string[];
  /** Hit counts per category (`facets.categories` of the search answer), shown beside each name. */
  categoryCounts?: SearchResponse['facets']['categories'];
  /**
   * Countries to filter by. No group shows when it is empty.
   * @default []
   */
  countries?: readonly string[];
  /** Controlled open state. Pair with `onOpenChange`. */
  open?: boolean;
  /**
   * Open state on first render when uncontrolled.
   * @default open once mounted in a window at least FILTER_PANEL_OPEN_MIN_WIDTH (830) px wide
   */
  defaultOpen?: boolean;
  /** Called with the next open state: the toggle, the close button, Escape, the backdrop, "Show results". */
  onOpenChange?: (open: boolean) => void;
  /**
   * Renders the button that shows and hides the panel. See `FilterPanelTrigger`, the default; pass it
   * `activeCount` from the second argument so the closed toggle still says how many filters are on.
   */
  trigger?: (props: FilterPanelTriggerProps, state: FilterPanelTriggerState) => ReactNode;
  /** Shows "Clear all filters"; called when it is pressed. */
  onReset?: () => void;
  /** Class of the root element. */
  className?: string;
}

const NO_NAMES: readonly string[] = [];

const NARROW = `(max-width: ${FILTER_PANEL_OPEN_MIN_WIDTH - 1}px)`;

const options = <V extends string>(values: readonly V[]) => values.map((value) => ({ label: value, value }));

/** The search filters: beside the results on wide screens, a drawer on a phone. */
export function FilterPanel({
  value,
  onChange,
  categories = NO_NAMES,
  categoryCounts,
  countries = NO_NAMES,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  onReset,
  className,
}: FilterPanelProps) {
  const narrow = useMediaQuery(NARROW);
  const layout: FilterPanelLayout = narrow ? 'drawer' : 'inline';
  // The render in which the window has just narrowed: the panel open inline is closed (the effect below), and
  // until then it is not shown as a modal, which the dialog's layout effect would otherwise pop before paint.
  const [wasNarrow, setWasNarrow] = useState(narrow);
  const justNarrowed = narrow && !wasNarrow;
  // The drawer's DOM dialog follows React's state, never the other way round (ADR 6); inline, no dialog.
  const { isOpen, setOpen, triggerRef, dialogProps, headingProps } = useModalDialog({
    open,
    defaultOpen: defaultOpen ?? false,
    onOpenChange,
    modal: layout === 'drawer' && !justNarrowed,
    // The toggle shows and hides the drawer whoever opened it, so focus always goes back to it.
    returnFocus: 'trigger',
  });
  const status: FilterPanelStatus = isOpen ? 'open' : 'closed';
  const panelId = dialogProps.id;
  const headingId = headingProps.id;

  // A wide window starts with the panel open. Only the browser knows the width, so that is decided after the
  // first render: a server-rendered page and the render that hydrates it agree (closed), then it opens.
  const openWhenWide = useRef(open === undefined && defaultOpen === undefined);
  useEffect(() => {
    if (!openWhenWide.current) return;
    openWhenWide.current = false;
    if (window.innerWidth >= FILTER_PANEL_OPEN_MIN_WIDTH) setOpen(true);
  }, [setOpen]);

  // The drawer's fields are drawn, closed, once the page is idle: opening it then only shows them, where
  // drawing them on the tap took a phone with a 4x slower CPU about 250 ms before it answered (INP,
  // bench:web). A closed dialog is not displayed, so the idle draw costs no layout and reads as nothing.
  const warm = useIdleFlag(layout === 'drawer');

  // A window narrowed below 830 px with the panel open would otherwise pop a modal over the page.
  useEffect(() => {
    if (justNarrowed && isOpen) setOpen(false);
    if (narrow !== wasNarrow) setWasNarrow(narrow);
  }, [narrow, wasNarrow, justNarrowed, isOpen, setOpen]);

  const emit = (change: FilterPanelChange) =>
    onChange?.({ ...value, [change.field]: change.value } as FilterPanelValue, change);

  const dates = value.dates ?? {};
  const setDate = (key: keyof NonNullable<FilterPanelValue['dates']>, day: string | null) =>
    emit({ field: 'dates', value: { ...dates, [key]: day } });
  const counts = new Map(categoryCounts?.map((facet) => [facet.name, facet.count]));
  // The server's default order when no sort is chosen: relevance for text, most recent otherwise.
  const sort = value.smartSort ?? value.sort ?? ((value.q ?? '').trim() !== '' ? 'relevant' : 'recent');

  const body = (
    <>
      <header css={styles.header}>
        <h2 css={styles.heading} {...headingProps}>
          {FILTER_PANEL_TEXT.title}
        </h2>
        {layout === 'drawer' ? (
          <IconButton css={styles.close} label={OVERLAY_TEXT.close} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        ) : null}
      </header>
      <div css={styles.body}>
        {value.similarClip ? (
          <p css={styles.chip}>
            <span>{FILTER_PANEL_TEXT.similarClip(formatJvId(value.similarClip))}</span>
            <IconButton
              css={styles.chipClear}
              label={FILTER_PANEL_TEXT.clearSimilarClip}
              onClick={() => emit({ field: 'similarClip', value: null })}
            >
              <CloseIcon />
            </IconButton>
          </p>
        ) : null}
        <FilterPanelRadioGroup
          legend={FILTER_PANEL_TEXT.smartSort}
          options={SMART_SORTS}
          selected={sort}
          onChange={(next) => emit({ field: 'smartSort', value: next })}
        />
        <FilterPanelRadioGroup
          legend={FILTER_PANEL_TEXT.display}
          options={FILTER_PANEL_TEXT.displayOptions}
          selected={value.display ?? FILTER_PANEL_TEXT.displayOptions[0].value}
          onChange={(next) => emit({ field: 'display', value: next })}
        />
        {categories.length > 0 ? (
          <FilterPanelCheckboxGroup
            legend={FILTER_PANEL_TEXT.categories}
            options={categories.map((name) => ({ label: name, value: name, count: counts.get(name) }))}
            selected={value.categories ?? NO_NAMES}
            onChange={(next) => emit({ field: 'categories', value: next })}
            scroll={categories.length > 10}
          />
        ) : null}
        <FilterPanelCheckboxGroup
          legend={FILTER_PANEL_TEXT.tones}
          options={options(TONES)}
          selected={value.tones ?? []}
          onChange={(next) => emit({ field: 'tones', value: next })}
        />
        <FilterPanelCheckboxGroup
          legend={FILTER_PANEL_TEXT.popularity}
          options={options(POPULARITY)}
          selected={value.popularity ?? []}
          onChange={(next) => emit({ field: 'popularity', value: next })}
        />
        <FilterPanelCheckboxGroup
          legend={FILTER_PANEL_TEXT.clearance}
          options={CLEARANCE_OPTIONS}
          selected={value.clearance ?? []}
          onChange={(next) => emit({ field: 'clearance', value: next })}
        />
        <FilterPanelCheckboxGroup
          legend={FILTER_PANEL_TEXT.footageType}
          options={options(FOOTAGE_TYPES)}
          selected={value.footageType ?? []}
          onChange={(next) => emit({ field: 'footageType', value: next })}
        />
        <FilterPanelRadioGroup
          legend={FILTER_PANEL_TEXT.resolution}
          options={options(RESOLUTIONS)}
          selected={value.resolution ?? 'All'}
          onChange={(next) => emit({ field: 'resolution', value: next })}
        />
        <FilterPanelCheckboxGroup
          legend={FILTER_PANEL_TEXT.orientation}
          options={options(ORIENTATIONS)}
          selected={value.orientation ?? []}
          onChange={(next) => emit({ field: 'orientation', value: next })}
        />
        <FilterPanelRadioGroup
          legend={FILTER_PANEL_TEXT.uploaded}
          options={UPLOADED_PRESETS}
          selected={value.uploaded ?? 'any'}
          onChange={(next) => emit({ field: 'uploaded', value: next })}
        />
        <FilterPanelDateRange
          legend={FILTER_PANEL_TEXT.acquiredDate}
          value={{ from: dates.acquiredFrom, to: dates.acquiredTo }}
          onChange={(side, day) => setDate(side === 'from' ? 'acquiredFrom' : 'acquiredTo', day)}
        />
        <FilterPanelDateRange
          legend={FILTER_PANEL_TEXT.postedDate}
          value={{ from: dates.postedFrom, to: dates.postedTo }}
          onChange={(side, day) => setDate(side === 'from' ? 'postedFrom' : 'postedTo', day)}
        />
        <FilterPanelDurationRange
          value={value.duration}
          onChange={(next) => emit({ field: 'duration', value: next })}
        />
        {countries.length > 0 ? (
          <FilterPanelCheckboxGroup
            legend={FILTER_PANEL_TEXT.countries}
            options={options(countries)}
            selected={value.countries ?? NO_NAMES}
            onChange={(next) => emit({ field: 'countries', value: next })}
            scroll={countries.length > 10}
          />
        ) : null}
        <FilterPanelCheckboxGroup
          legend={FILTER_PANEL_TEXT.excludedLibraries}
          options={options(EXCLUDED_LIBRARY_OPTIONS)}
          selected={value.excludedLibraries ?? []}
          onChange={(next) => emit({ field: 'excludedLibraries', value: next })}
        />
        <div css={styles.group}>
          <label css={styles.option}>
            <input
              type="checkbox"
              css={styles.control}
              checked={value.exactMatch ?? false}
              aria-describedby={`${panelId}-exact`}
              onChange={(event) => emit({ field: 'exactMatch', value: event.target.checked })}
            />
            <span css={styles.optionLabel}>{FILTER_PANEL_TEXT.exactMatch}</span>
          </label>
          <p id={`${panelId}-exact`} css={styles.hint}>
            {FILTER_PANEL_TEXT.exactMatchHint}
          </p>
        </div>
        <FilterPanelTextField
          label={FILTER_PANEL_TEXT.customTag}
          value={value.customTag}
          onCommit={(next) => emit({ field: 'customTag', value: next })}
        />
      </div>
      {onReset || layout === 'drawer' ? (
        <footer css={styles.footer}>
          {onReset ? (
            <Button variant="ghost" onClick={onReset}>
              {FILTER_PANEL_TEXT.reset}
            </Button>
          ) : null}
          {layout === 'drawer' ? (
            <Button variant="primary" css={styles.fill} onClick={() => setOpen(false)}>
              {FILTER_PANEL_TEXT.showResults}
            </Button>
          ) : null}
        </footer>
      ) : null}
    </>
  );

  const triggerProps: FilterPanelTriggerProps = {
    ref: triggerRef,
    onClick: () => setOpen(!isOpen),
    'aria-expanded': isOpen,
    'aria-controls': panelId,
    ...(layout === 'drawer' ? { 'aria-haspopup': 'dialog' as const } : {}),
  };

  const activeCount = activeFilterCount(value);

  return (
    <div data-state={status} data-layout={layout} css={styles.root} className={className}>
      {trigger ? (
        trigger(triggerProps, { activeCount })
      ) : (
        <FilterPanelTrigger {...triggerProps} activeCount={activeCount} />
      )}
      {layout === 'drawer' ? (
        // Escape and Tab are handled on the dialog (useModalDialog); its click handler only catches the backdrop.
        <dialog css={styles.drawer} {...dialogProps}>
          {isOpen || warm ? body : null}
        </dialog>
      ) : (
        // Closed, the fields are not there at all: nothing to draw on the server, nothing to redraw when the
        // layout changes between inline and drawer.
        <section id={panelId} aria-labelledby={headingId} css={styles.panel} hidden={!isOpen}>
          {isOpen ? body : null}
        </section>
      )}
    </div>
  );
}

/**
 * False until the browser is first idle after mount while `wanted`, then true (a low-priority update). Idle
 * callbacks are in every browser the app supports but Safari before 18; there, a short timeout stands in.
 */
function useIdleFlag(wanted: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!wanted || idle) return;
    const done = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 1000);
    return () => clearTimeout(timer);
  }, [wanted, idle]);
  return idle;
}

export type FilterPanelTriggerButtonProps = ComponentPropsWithRef<'button'> & {
  /**
   * Filters on: shown as a count beside the label and said in the button's name ("Filters (3 active)").
   * @default 0
   */
  activeCount?: number;
};

/** The standard button that shows and hides the filter panel; spread the `trigger` props on it. */
export const FilterPanelTrigger = forwardRef<HTMLButtonElement, FilterPanelTriggerButtonProps>(
  function FilterPanelTrigger({ children, activeCount = 0, ...props }: FilterPanelTriggerButtonProps, ref) {
    return (
      <Button css={styles.trigger} {...props} ref={ref}>
        <FilterIcon />
        {children ?? FILTER_PANEL_TEXT.toggle}
        {activeCount > 0 ? (
          <>
            {/* The number is for the eye; the name says it in words, so it is not read twice. */}
            <span css={styles.triggerCount} aria-hidden="true">
              {formatCount(activeCount)}
            </span>
            <VisuallyHidden>{FILTER_PANEL_TEXT.toggleCount(activeCount)}</VisuallyHidden>
          </>
        ) : null}
      </Button>
    );
  },
);
