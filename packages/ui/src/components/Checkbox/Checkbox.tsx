import { forwardRef, type ComponentPropsWithRef } from 'react';
import { FieldMessages, splitFieldProps, useFieldControl, type FieldOwnProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.styles';
import { useThemeCheck } from '../../theme/useThemeCheck';

export interface CheckboxProps
  extends
    FieldOwnProps,
    Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'required' | 'aria-describedby'> {
  /** Classes for the row around the checkbox (its layout). */
  className?: string;
}

/** A checkbox with its label beside it and its hint and error under the label, wired by ids. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { className, ...props }: CheckboxProps,
  ref,
) {
  useThemeCheck('Checkbox');
  const [field, input] = splitFieldProps(props);
  const { control, hintId, errorId } = useFieldControl(field);
  return (
    <div css={fieldStyles.checkboxField} className={className}>
      <input type="checkbox" css={fieldStyles.checkbox} {...control} {...input} ref={ref} />
      <label htmlFor={control.id} css={fieldStyles.checkboxLabel}>
        {field.label}
      </label>
      <FieldMessages hint={field.hint} error={field.error} hintId={hintId} errorId={errorId} />
    </div>
  );
});
