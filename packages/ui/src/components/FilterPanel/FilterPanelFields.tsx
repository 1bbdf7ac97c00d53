import {
  DURATION_FILTER_MIN_SECONDS,
  LIMITS,
  formatCount,
  formatDuration,
  parseDuration,
  validateDurationRange,
} from '@clipmarket/core';
import { useId, useState, type ReactNode } from 'react';
import { DateField } from '../DateField/DateField';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import * as styles from './FilterPanel.styles';
import { FILTER_PANEL_TEXT } from './filterPanelText';

/** One choice of a group: the label a user sees, the value the search takes, an optional hit count. */
export interface FilterPanelOption<V extends string = string> {
  label: string;
  value: V;
  count?: number;
}

interface CheckboxGroupProps<V extends string> {
  legend: string;
  options: readonly FilterPanelOption<V>[];
  selected: readonly V[];
  onChange: (next: V[]) => void;
  /** Long lists (countries) scroll inside the group. */
  scroll?: boolean;
}

/** A fieldset of checkboxes; the emitted list keeps the options' order, whatever the order of clicks. */
export function FilterPanelCheckboxGroup<V extends string>({
  legend,
  options,
  selected,
  onChange,
  scroll = false,
}: CheckboxGroupProps<V>) {
  const toggle = (value: V, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(value);
    else next.delete(value);
    onChange(options.map((option) => option.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset css={styles.group}>
      <legend css={styles.legend}>{legend}</legend>
      <div css={scroll ? styles.scrollOptions : styles.options}>
        {options.map((option) => (
          <label key={option.value} css={styles.option}>
            <input
              type="checkbox"
              css={styles.control}
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span css={styles.optionLabel}>{option.label}</span>
            {option.count !== undefined ? (
              <span css={styles.optionCount}>{formatCount(option.count)}</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface FilterRadioGroupProps<V extends string> {
  legend: string;
  options: readonly FilterPanelOption<V>[];
  selected: V | null;
  onChange: (next: V) => void;
}

/** The system's radio group, compact, in the panel's group look: one choice at a time. */
export function FilterPanelRadioGroup<V extends string>({
  legend,
  options,
  selected,
  onChange,
}: FilterRadioGroupProps<V>) {
  return (
    <RadioGroup label={legend} size="sm" value={selected} onChange={onChange} css={styles.radioGroup}>
      {options.map((option) => (
        <Radio key={option.value} value={option.value}>
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/**
 * Text that the user types into a draft and the panel commits once it means something. When the committed
 * value changes from outside (a reset, similar-clip mode), the draft follows it, unless the draft already
 * stands for that value (`matches`).
 */
function useDraft<T>(
  committed: T,
  toText: (value: T) => string,
  matches: (text: string, value: T) => boolean,
) {
  const [draft, setDraft] = useState(() => toText(committed));
  const [seen, setSeen] = useState(committed);
  if (!Object.is(seen, committed)) {
    setSeen(committed);
    if (!matches(draft, committed)) setDraft(toText(committed));
  }
  return [draft, setDraft] as const;
}

/** The acquired or posted dates of the search state. */
export interface FilterPanelDateRange {
  from: string | null | undefined;
  to: string | null | undefined;
}

interface DateRangeProps {
  legend: string;
  value: FilterPanelDateRange;
  onChange: (side: 'from' | 'to', day: string | null) => void;
}

/**
 * A fieldset of two dates, either of which may be left empty (a one-sided bound). Each is the system's
 * `DateField`: the browser's date control, the chosen day beside its label as the product writes days, a
 * message for part of a date, and one, under the start, for a start after the end (the end is its `max`). A day
 * is sent once whole ('yyyy-MM-dd', the search's format), null once emptied.
 */
export function FilterPanelDateRange({ legend, value, onChange }: DateRangeProps) {
  const from = value.from || undefined;
  const to = value.to || undefined;
  return (
    <fieldset css={styles.group}>
      <legend css={styles.legend}>{legend}</legend>
      <div css={styles.pair}>
        <DateField
          css={styles.dateField}
          size="sm"
          label={FILTER_PANEL_TEXT.from}
          value={from ?? ''}
          max={to}
          onValueChange={(day) => onChange('from', day)}
        />
        <DateField
          css={styles.dateField}
          size="sm"
          label={FILTER_PANEL_TEXT.to}
          value={to ?? ''}
          onValueChange={(day) => onChange('to', day)}
        />
      </div>
    </fieldset>
  );
}

/** A duration range in seconds, as the search state holds it. */
export interface FilterPanelDuration {
  from: number;
  to: number;
}

interface DurationRangeProps {
  value: FilterPanelDuration | null | undefined;
  onChange: (next: FilterPanelDuration | null) => void;
}

const toText = (seconds: number | undefined) => (seconds === undefined ? '' : formatDuration(seconds));

/**
 * Two durations typed as mm:ss. An empty side stands for its end of the range (00:01 or 10:00); both empty
 * is no filter. The range is committed only when it is valid (spec section 5: between 00:01 and 10:00, the
 * start not after the end); otherwise the rule's message shows and the last valid range stays.
 */
export function FilterPanelDurationRange({ value, onChange }: DurationRangeProps) {
  const fromId = useId();
  const toId = useId();
  const messageId = useId();
  // An empty side stands for its end of the range, so it already matches that end when committed.
  const [fromDraft, setFromDraft] = useDraft<number | undefined>(value?.from, toText, (text, seconds) =>
    text.trim() === ''
      ? seconds === undefined || seconds === DURATION_FILTER_MIN_SECONDS
      : parseDuration(text) === seconds,
  );
  const [toDraft, setToDraft] = useDraft<number | undefined>(value?.to, toText, (text, seconds) =>
    text.trim() === ''
      ? seconds === undefined || seconds === LIMITS.durationMaxSeconds
      : parseDuration(text) === seconds,
  );
  const [touched, setTouched] = useState({ from: false, to: false });

  const check = (fromText: string, toText_: string) => {
    const fromEmpty = fromText.trim() === '';
    const toEmpty = toText_.trim() === '';
    const from = fromEmpty ? DURATION_FILTER_MIN_SECONDS : parseDuration(fromText);
    const to = toEmpty ? LIMITS.durationMaxSeconds : parseDuration(toText_);
    if (from === null || to === null)
      return { kind: 'format' as const, fromBad: from === null, toBad: to === null };
    if (fromEmpty && toEmpty) return { kind: 'ok' as const, range: null };
    const validation = validateDurationRange(from, to);
    if (!validation.ok) return { kind: 'rule' as const, message: validation.message };
    return { kind: 'ok' as const, range: { from, to } };
  };

  const commit = (fromText: string, toText_: string) => {
    const result = check(fromText, toText_);
    if (result.kind !== 'ok') return;
    const same =
      result.range === null
        ? value === null || value === undefined
        : value?.from === result.range.from && value?.to === result.range.to;
    if (!same) onChange(result.range);
  };

  const result = check(fromDraft, toDraft);
  let message: ReactNode = null;
  let fromInvalid = false;
  let toInvalid = false;
  if (result.kind === 'rule') {
    message = result.message;
    fromInvalid = true;
    toInvalid = true;
  } else if (result.kind === 'format' && ((result.fromBad && touched.from) || (result.toBad && touched.to))) {
    message = FILTER_PANEL_TEXT.durationFormatError;
    fromInvalid = result.fromBad && touched.from;
    toInvalid = result.toBad && touched.to;
  }

  return (
    <fieldset css={styles.group}>
      <legend css={styles.legend}>
        {FILTER_PANEL_TEXT.duration} <span css={styles.legendHint}>({FILTER_PANEL_TEXT.durationHint})</span>
      </legend>
      <div css={styles.pair}>
        <div css={styles.field}>
          <label htmlFor={fromId} css={styles.fieldLabel}>
            {FILTER_PANEL_TEXT.from}
          </label>
          <input
            id={fromId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            placeholder={formatDuration(DURATION_FILTER_MIN_SECONDS)}
            css={styles.textInput}
            value={fromDraft}
            aria-invalid={fromInvalid || undefined}
            aria-describedby={fromInvalid ? messageId : undefined}
            onChange={(event) => {
              setFromDraft(event.target.value);
              commit(event.target.value, toDraft);
            }}
            onBlur={() => setTouched((t) => ({ ...t, from: true }))}
          />
        </div>
        <div css={styles.field}>
          <label htmlFor={toId} css={styles.fieldLabel}>
            {FILTER_PANEL_TEXT.to}
          </label>
          <input
            id={toId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            placeholder={formatDuration(LIMITS.durationMaxSeconds)}
            css={styles.textInput}
            value={toDraft}
            aria-invalid={toInvalid || undefined}
            aria-describedby={toInvalid ? messageId : undefined}
            onChange={(event) => {
              setToDraft(event.target.value);
              commit(fromDraft, event.target.value);
            }}
            onBlur={() => setTouched((t) => ({ ...t, to: true }))}
          />
        </div>
      </div>
      {/* Always mounted, so the message is announced when it appears. */}
      <p id={messageId} css={styles.error} aria-live="polite">
        {message}
      </p>
    </fieldset>
  );
}

interface TextFieldProps {
  label: string;
  value: string | null | undefined;
  onCommit: (text: string | null) => void;
}

/** Free text committed on Enter or when focus leaves (not on every key, which would search per letter). */
export function FilterPanelTextField({ label, value, onCommit }: TextFieldProps) {
  const id = useId();
  const committed = value === '' || value === undefined ? null : value;
  const [draft, setDraft] = useDraft<string | null>(
    committed,
    (v) => v ?? '',
    (text, v) => (text.trim() === '' ? null : text.trim()) === v,
  );
  const commit = () => {
    const next = draft.trim() === '' ? null : draft.trim();
    if (next !== committed) onCommit(next);
  };
  return (
    <div css={[styles.group, styles.field]}>
      <label htmlFor={id} css={styles.legend}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        maxLength={200}
        css={styles.textInput}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}
