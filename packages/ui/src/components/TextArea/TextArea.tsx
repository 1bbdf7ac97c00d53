import { forwardRef, type ComponentPropsWithRef } from 'react';
import { Field, splitFieldProps, type FieldMessagePlacement, type FieldOwnProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.styles';

export interface TextAreaProps
  extends FieldOwnProps, Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'required' | 'aria-describedby'> {
  /**
   * The smallest height before any text: `md` 44 px, `sm` 40 px. `rows` sets a taller start; the user can
   * make it taller still.
   * @default 'md'
   */
  size?: 'md' | 'sm';
  /**
   * Where the hint and the error go: under the text area, or between its label and the text area.
   * @default 'below'
   */
  messagePlacement?: FieldMessagePlacement;
  /** Classes for the field around the text area (its layout); the text area's own look is the system's. */
  className?: string;
}

/** A labelled text area for several lines of text, with its hint and error, wired by ids. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { size = 'md', messagePlacement, className, ...props }: TextAreaProps,
  ref,
) {
  const [field, textarea] = splitFieldProps(props);
  return (
    <Field {...field} messagePlacement={messagePlacement} className={className}>
      {(control) => (
        <textarea css={fieldStyles.control} data-size={size} {...control} {...textarea} ref={ref} />
      )}
    </Field>
  );
});
