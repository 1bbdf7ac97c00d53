import { formatDisplayDate, formatSearchDate } from '@clipmarket/core';
import { forwardRef, useState, type ChangeEvent, type ComponentPropsWithRef, type FocusEvent } from 'react';
import { Field, splitFieldProps, type FieldMessagePlacement, type FieldOwnProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.styles';
import * as styles from './DateField.styles';
import { DATE_FIELD_TEXT } from './dateFieldText';

/** What is wrong with what the field holds: part of a date, or a day outside `min`…`max`. */
export type DateFieldProblem = 'incomplete' | 'tooEarly' | 'tooLate';

export interface DateFieldProps
  extends
    FieldOwnProps,
    Omit<
      ComponentPropsWithRef<'input'>,
      'id' | 'size' | 'required' | 'aria-describedby' | 'type' | 'value' | 'defaultValue' | 'min' | 'max'
    > {
  /**
   * The chosen day as a native date input holds it, 'yyyy-MM-dd', or '' for none. Controlled: pair it with
   * `onChange` or `onValueChange`.
   */
  value?: string;
  /**
   * The first day when uncontrolled, 'yyyy-MM-dd'.
   * @default ''
   */
  defaultValue?: string;
  /** The earliest day that may be chosen, 'yyyy-MM-dd'; an earlier typed day gets a message. */
  min?: string;
  /** The latest day that may be chosen, 'yyyy-MM-dd'; a later typed day gets a message. */
  max?: string;
  /**
   * `md` 44 px tall; `sm` 40 px, in a row of filters.
   * @default 'md'
   */
  size?: 'md' | 'sm';
  /**
   * Where the hint and the error go; see `Field`.
   * @default 'below'
   */
  messagePlacement?: FieldMessagePlacement;
  /**
   * Called with the chosen day ('yyyy-MM-dd'), or null when the field is emptied; not while it holds part of a
   * date (the field says what is missing, and the last whole day can stand until it is whole again).
   */
  onValueChange?: (day: string | null) => void;
  /**
   * Whether the field says itself what is wrong: part of a date once the user leaves it, a day outside
   * `min`…`max` at once. A form that checks its fields when it is sent, and passes `error`, turns this off, so
   * no message moves the form while the user goes from the field to its submit button.
   * @default true
   */
  describeProblems?: boolean;
  /** Classes for the field around the control (its layout). */
  className?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day a value stands for, 'yyyy-MM-dd', or null: empty, a shape a browser without a picker let through. */
function dayOf(value: string): string | null {
  return DAY.test(value) && formatSearchDate(value) === value ? value : null;
}

/** The day's problem against the bounds, if any (days in 'yyyy-MM-dd' compare as text). */
function rangeProblem(day: string | null, min?: string, max?: string): DateFieldProblem | null {
  if (day === null) return null;
  if (min && day < min) return 'tooEarly';
  if (max && day > max) return 'tooLate';
  return null;
}

/**
 * A labelled date: the browser's own date control (its calendar, its keyboard, what a screen reader says of
 * it), with the chosen day written beside its label the way the product writes every date ('05 Mar 26'),
 * whatever order the browser's locale shows the digits in. Part of a date, or a day outside `min`…`max`, gets a message.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  {
    size = 'md',
    value,
    defaultValue = '',
    min,
    max,
    messagePlacement,
    describeProblems = true,
    className,
    onChange,
    onValueChange,
    onBlur,
    ...props
  }: DateFieldProps,
  ref,
) {
  const [field, input] = splitFieldProps(props);
  // What the control holds. Part of a date reads as '' there; a controlled control whose value did not follow
  // would be set back to the last whole day as the user types, so the field keeps its own copy, and takes the
  // caller's value each time it changes (a day chosen elsewhere, the filters cleared).
  const [current, setCurrent] = useState(value ?? defaultValue);
  const [given, setGiven] = useState(value);
  // Part of a date: only the control's validity knows, read as the user leaves it.
  const [incomplete, setIncomplete] = useState(false);
  if (value !== undefined && value !== given) {
    setGiven(value);
    setCurrent(value);
    setIncomplete(false);
  }
  const day = dayOf(current);
  const problem: DateFieldProblem | null =
    current !== '' && day === null ? 'incomplete' : incomplete ? 'incomplete' : rangeProblem(day, min, max);
  // The caller's error, or its own account of an invalid value (`invalid`), speaks instead of the field's.
  // The problem still shows as `data-state`.
  const message =
    problem === null || field.invalid || !describeProblems
      ? null
      : problem === 'incomplete'
        ? DATE_FIELD_TEXT.incomplete
        : DATE_FIELD_TEXT[problem](formatDisplayDate((problem === 'tooEarly' ? min : max) ?? ''));

  return (
    <Field
      {...field}
      error={field.error ?? message}
      messagePlacement={messagePlacement}
      css={styles.field}
      className={className}
      data-state={problem ?? (day ? 'chosen' : 'empty')}
    >
      {(control) => (
        <>
          {/* The day in the product's words, at the end of the label's line (out of the label, which stays the
              control's whole name): it takes no room of its own, so nothing moves when a day is chosen. For
              the eye only: the control says the day to a screen reader in the reader's own words. */}
          {day ? (
            <span css={styles.reading} aria-hidden="true">
              {formatDisplayDate(day)}
            </span>
          ) : null}
          <input
            css={fieldStyles.control}
            data-size={size}
            {...control}
            {...input}
            type="date"
            min={min}
            max={max}
            value={current}
            ref={ref}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const element = event.currentTarget;
              setCurrent(element.value);
              onChange?.(event);
              // A message goes as soon as the date is whole; a new one waits until the user leaves the field.
              if (element.validity.badInput) return;
              setIncomplete(false);
              onValueChange?.(dayOf(element.value));
            }}
            onBlur={(event: FocusEvent<HTMLInputElement>) => {
              setIncomplete(event.currentTarget.validity.badInput);
              onBlur?.(event);
            }}
          />
        </>
      )}
    </Field>
  );
});
