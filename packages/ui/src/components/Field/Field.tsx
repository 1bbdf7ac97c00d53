import { useId, type ReactNode } from 'react';
import * as styles from './Field.styles';
import { useThemeCheck } from '../../theme/useThemeCheck';

/** What a field's control needs to be wired to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

/** The label, hint and error of a field; shared by `Field`, `TextField`, `Select` and `Checkbox`. */
export interface FieldOwnProps {
  /** The field's visible label. */
  label: ReactNode;
  /** A line under the control that helps fill it in; read with the control (`aria-describedby`). */
  hint?: ReactNode;
  /** What is wrong with the value; the control is then `aria-invalid` and the message is read with it. */
  error?: ReactNode;
  /**
   * Marks the control invalid without a message of its own (e.g. one alert above a form explains).
   * @default false
   */
  invalid?: boolean;
  /**
   * Whether the value is required: the control is `required` (a screen reader says so). The label is not
   * marked: the system's forms mark the optional fields instead.
   * @default false
   */
  required?: boolean;
  /** The control's id; one is made when not given. */
  id?: string;
  /** More element ids that describe the control, read after the hint and the error. */
  'aria-describedby'?: string;
}

/** Splits a field component's props into the field's own (label, hint, error…) and the control's. */
export function splitFieldProps<P extends FieldOwnProps>({
  label,
  hint,
  error,
  invalid,
  required,
  id,
  'aria-describedby': describedBy,
  ...control
}: P): [FieldOwnProps, Omit<P, keyof FieldOwnProps>] {
  return [{ label, hint, error, invalid, required, id, 'aria-describedby': describedBy }, control];
}

/** The ids and attributes that wire a control to its hint and error. */
export function useFieldControl({
  id: givenId,
  hint,
  error,
  invalid = false,
  required = false,
  'aria-describedby': describedBy,
}: Omit<FieldOwnProps, 'label'>) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describers = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean);
  const control: FieldControlProps = {
    id,
    'aria-describedby': describers.length > 0 ? describers.join(' ') : undefined,
    'aria-invalid': error || invalid ? true : undefined,
    required: required || undefined,
  };
  return { control, hintId, errorId };
}

/** The hint and the error lines under a control. */
export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: Pick<FieldOwnProps, 'hint' | 'error'> & { hintId: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} css={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} css={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Where a field's hint and error go: under the control, or between its label and the control. */
export type FieldMessagePlacement = 'below' | 'above';

export interface FieldProps extends FieldOwnProps {
  /** The control: a function given the props that wire it (`id`, `aria-describedby`, `aria-invalid`). */
  children: (control: FieldControlProps) => ReactNode;
  /**
   * Where the hint and the error go. `above` puts them between the label and the control, for a form whose
   * error summary sends the reader to each field, so its message is met before the control.
   * @default 'below'
   */
  messagePlacement?: FieldMessagePlacement;
  className?: string;
  /** A state of the field built on it (e.g. `DateField`'s), written on the root. */
  'data-state'?: string;
}

/**
 * A labelled field around any control: the label, the control, the hint and the error, wired by ids. For a
 * text box, a select or a checkbox use `TextField`, `Select` or `Checkbox`, which are built on it.
 */
export function Field({
  label,
  children,
  messagePlacement = 'below',
  className,
  'data-state': state,
  ...own
}: FieldProps) {
  useThemeCheck('Field');
  const { control, hintId, errorId } = useFieldControl(own);
  const messages = <FieldMessages hint={own.hint} error={own.error} hintId={hintId} errorId={errorId} />;
  return (
    <div
      css={styles.field}
      className={className}
      data-state={state}
      data-invalid={control['aria-invalid'] ? 'true' : undefined}
    >
      <label htmlFor={control.id} css={styles.label}>
        {label}
      </label>
      {messagePlacement === 'above' ? messages : null}
      {children(control)}
      {messagePlacement === 'below' ? messages : null}
    </div>
  );
}
