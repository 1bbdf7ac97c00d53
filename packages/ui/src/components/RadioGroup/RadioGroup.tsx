import {
  forwardRef,
  createContext,
  useContext,
  useId,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import {
  FieldMessages,
  useFieldControl,
  type FieldMessagePlacement,
  type FieldOwnProps,
} from '../Field/Field';
import * as styles from './RadioGroup.styles';
import { useThemeCheck } from '../../theme/useThemeCheck';

interface RadioGroupContextValue {
  name: string;
  value: string | null;
  required: boolean;
  select: (value: string) => void;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export interface RadioGroupProps<V extends string = string> extends FieldOwnProps {
  /** The chosen value (controlled); `null` for none yet. */
  value?: V | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: V;
  /** Called with the value of the radio the user chose. */
  onChange?: (value: V) => void;
  /** The radios' `name`, sent with a form; one is made when not given. */
  name?: string;
  /**
   * Turns every radio of the group off.
   * @default false
   */
  disabled?: boolean;
  /**
   * `md` 44 px rows; `sm` 32 px rows in smaller text, for a dense list (a filter panel).
   * @default 'md'
   */
  size?: 'md' | 'sm';
  /**
   * Where the hint and the error go: under the radios, or between the legend and the radios.
   * @default 'below'
   */
  messagePlacement?: FieldMessagePlacement;
  /** The group's `Radio`s. */
  children: ReactNode;
  /** Classes for the group (its layout). */
  className?: string;
}

/**
 * One choice among a few, shown all at once: a fieldset named by its legend (`label`), with its hint and error
 * wired by ids, around `Radio` items. The arrow keys move between the radios, as the browser does.
 */
export function RadioGroup<V extends string = string>({
  label,
  value,
  defaultValue,
  onChange,
  name,
  disabled = false,
  size = 'md',
  messagePlacement = 'below',
  children,
  className,
  ...own
}: RadioGroupProps<V>) {
  useThemeCheck('RadioGroup');
  const { control, hintId, errorId } = useFieldControl(own);
  const madeName = useId();
  const [chosen, setChosen] = useState<string | null>(defaultValue ?? null);
  const controlled = value !== undefined;
  const context: RadioGroupContextValue = {
    name: name ?? madeName,
    value: controlled ? value : chosen,
    required: own.required ?? false,
    select: (next) => {
      if (!controlled) setChosen(next);
      onChange?.(next as V);
    },
  };
  const messages = <FieldMessages hint={own.hint} error={own.error} hintId={hintId} errorId={errorId} />;
  return (
    // A fieldset, a group named by its legend, as Primer's and GOV.UK's radios are. ARIA has no invalid state
    // for a group or a radio (only for a radiogroup, which would no longer be a group), so the error is read
    // as the group's description and `data-invalid` marks it for styles.
    <fieldset
      id={control.id}
      css={styles.group}
      className={className}
      disabled={disabled}
      data-size={size}
      data-invalid={control['aria-invalid'] ? 'true' : undefined}
      aria-describedby={control['aria-describedby']}
    >
      <legend css={styles.legend}>{label}</legend>
      <div css={styles.body}>
        {messagePlacement === 'above' ? messages : null}
        <div css={styles.options}>
          <RadioGroupContext.Provider value={context}>{children}</RadioGroupContext.Provider>
        </div>
        {messagePlacement === 'below' ? messages : null}
      </div>
    </fieldset>
  );
}

export interface RadioProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'name' | 'value' | 'checked' | 'defaultChecked' | 'onChange' | 'required' | 'children'
> {
  /** The value the group takes when this radio is chosen. */
  value: string;
  /** The radio's label. */
  children: ReactNode;
  /** Classes for the row (the label around the radio). */
  className?: string;
}

/** One choice of a `RadioGroup`: a native radio inside its label, so the whole row chooses it. */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { value, children, className, ...input }: RadioProps,
  ref,
) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('Radio must be inside a RadioGroup.');
  return (
    <label css={styles.radio} className={className}>
      <input
        type="radio"
        css={styles.control}
        name={group.name}
        value={value}
        checked={group.value === value}
        required={group.required || undefined}
        onChange={() => group.select(value)}
        {...input}
        ref={ref}
      />
      <span css={styles.label}>{children}</span>
    </label>
  );
});
