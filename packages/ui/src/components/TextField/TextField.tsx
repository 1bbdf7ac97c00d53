import { forwardRef, type ComponentPropsWithRef } from 'react';
import { Field, splitFieldProps, type FieldOwnProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.styles';

export interface TextFieldProps
  extends
    FieldOwnProps,
    Omit<ComponentPropsWithRef<'input'>, 'id' | 'size' | 'required' | 'aria-describedby'> {
  /**
   * `md` 44 px tall; `sm` 40 px, beside a button of the same height.
   * @default 'md'
   */
  size?: 'md' | 'sm';
  /** Classes for the field around the input (its layout); the input's own look is the system's. */
  className?: string;
}

/** A labelled text box with its hint and error, wired by ids. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { size = 'md', className, ...props }: TextFieldProps,
  ref,
) {
  const [field, input] = splitFieldProps(props);
  return (
    <Field {...field} className={className}>
      {(control) => <input css={fieldStyles.control} data-size={size} {...control} {...input} ref={ref} />}
    </Field>
  );
});
