import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldOwnProps } from '../Field';
import * as fieldStyles from '../Field/Field.styles';

export interface SelectProps
  extends
    FieldOwnProps,
    Omit<ComponentPropsWithRef<'select'>, 'id' | 'size' | 'required' | 'aria-describedby'> {
  /**
   * `md` 44 px tall; `sm` 40 px.
   * @default 'md'
   */
  size?: 'md' | 'sm';
  /** Classes for the field around the select (its layout). */
  className?: string;
}

/** A labelled native select with its hint and error, wired by ids; the options are its children. */
export function Select({
  label,
  hint,
  error,
  invalid,
  required,
  id,
  'aria-describedby': describedBy,
  size = 'md',
  className,
  children,
  ...select
}: SelectProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      invalid={invalid}
      required={required}
      id={id}
      aria-describedby={describedBy}
      className={className}
    >
      {(control) => (
        <select css={fieldStyles.control} data-size={size} {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
