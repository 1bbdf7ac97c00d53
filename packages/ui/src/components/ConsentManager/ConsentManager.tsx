import { useId, useState, type ReactNode } from 'react';
import { useControllableState, type ModalDialogTriggerProps } from '../../primitives/dialog';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import * as styles from './ConsentManager.styles';
import {
  CONSENT_CATEGORY_LIST,
  CONSENT_TEXT,
  type ConsentCategory,
  type ConsentCategoryId,
} from './consentText';
import { CONSENT_ALL, CONSENT_DEFAULT, type ConsentValue } from './consentValue';

/** The dialog's finite status, written as `data-state`. */
export type ConsentManagerStatus = 'open' | 'closed';

export type ConsentManagerTriggerProps = ModalDialogTriggerProps;

export interface ConsentManagerProps {
  /** Controlled open state. Pair with `onOpenChange`. */
  open?: boolean;
  /**
   * Open state on first render when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the next open state: the trigger, a choice, the close icon, Escape, the backdrop. */
  onOpenChange?: (open: boolean) => void;
  /** Renders the button that opens the dialog (usually `PrivacyPreferencesTab`); focus returns to it on close. */
  trigger?: (props: ConsentManagerTriggerProps) => ReactNode;
  /** Controlled consent: what the user has agreed to. Pair with `onValueChange`. */
  value?: ConsentValue;
  /**
   * Consent on first render when uncontrolled.
   * @default CONSENT_DEFAULT
   */
  defaultValue?: ConsentValue;
  /**
   * Called with the consent the user chose (save, accept all, reject all); the dialog then closes. The
   * strictly necessary category is always true.
   */
  onValueChange?: (value: ConsentValue) => void;
  /**
   * The categories listed, in order; `required` ones show a switch that is on and disabled.
   * @default CONSENT_CATEGORY_LIST
   */
  categories?: readonly ConsentCategory[];
}

/** The consent manager: one switch per consent category, save, accept or reject all. */
export function ConsentManager({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  value: controlledValue,
  defaultValue = CONSENT_DEFAULT,
  onValueChange,
  categories = CONSENT_CATEGORY_LIST,
}: ConsentManagerProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const [value, setValue] = useControllableState(controlledValue, defaultValue, onValueChange);
  const status: ConsentManagerStatus = isOpen ? 'open' : 'closed';
  const idBase = useId();

  // The switches edit a draft; nothing is agreed until a button says so. Each opening starts from the
  // consent as it stands (React's "adjust state on a prop change" pattern, without an effect).
  const [draft, setDraft] = useState(value);
  const [draftFor, setDraftFor] = useState(isOpen);
  if (draftFor !== isOpen) {
    setDraftFor(isOpen);
    if (isOpen) setDraft(value);
  }

  const required = new Set(categories.filter((category) => category.required).map((category) => category.id));
  function choose(next: ConsentValue) {
    const withRequired: Record<ConsentCategoryId, boolean> = { ...next };
    for (const id of required) withRequired[id] = true;
    setValue(withRequired);
    setOpen(false);
  }

  function toggle(id: ConsentCategoryId, on: boolean) {
    setDraft((current) => ({ ...current, [id]: on }));
  }

  const rejected = Object.fromEntries(Object.keys(CONSENT_ALL).map((id) => [id, false])) as Record<
    ConsentCategoryId,
    boolean
  >;

  return (
    <Dialog open={isOpen} onOpenChange={setOpen} trigger={trigger} css={styles.dialog} data-state={status}>
      <Dialog.Header>
        <Dialog.Title>{CONSENT_TEXT.title}</Dialog.Title>
        <Dialog.Close />
      </Dialog.Header>
      <Dialog.Body>
        <p css={styles.intro}>{CONSENT_TEXT.intro}</p>
        <ul css={styles.categories}>
          {categories.map((category) => {
            const inputId = `${idBase}-${category.id}`;
            const descriptionId = `${inputId}-description`;
            return (
              <li key={category.id} data-category={category.id}>
                <label css={styles.name} htmlFor={inputId}>
                  {category.name}
                </label>
                <span css={styles.control}>
                  {category.required ? <span>{CONSENT_TEXT.alwaysOn}</span> : null}
                  <input
                    id={inputId}
                    css={styles.switchInput}
                    type="checkbox"
                    role="switch"
                    checked={category.required || draft[category.id]}
                    disabled={category.required}
                    aria-describedby={descriptionId}
                    onChange={(event) => toggle(category.id, event.currentTarget.checked)}
                  />
                </span>
                <p css={styles.description} id={descriptionId}>
                  {category.description}
                </p>
              </li>
            );
          })}
        </ul>
      </Dialog.Body>
      <Dialog.Footer css={styles.actions}>
        <Button onClick={() => choose(rejected)}>{CONSENT_TEXT.rejectAll}</Button>
        <Button onClick={() => choose(CONSENT_ALL)}>{CONSENT_TEXT.acceptAll}</Button>
        <Button variant="primary" onClick={() => choose(draft)}>
          {CONSENT_TEXT.save}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
