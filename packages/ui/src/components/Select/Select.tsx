import { forwardRef, type ComponentPropsWithRef } from 'react';
import { Field, splitFieldProps, type FieldOwnProps } from '../Field/Field';
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
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { size = 'md', className, children, ...props }: SelectProps,
  ref,
) {
  const [field, select] = splitFieldProps(props);
  return (
    <Field {...field} className={className}>
      {(control) => (
        <select css={fieldStyles.control} data-size={size} {...control} {...select} ref={ref}>
          {children}
        </select>
      )}
    </Field>
  );
});
