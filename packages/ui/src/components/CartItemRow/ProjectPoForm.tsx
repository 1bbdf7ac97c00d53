import { COMMERCE_LIMITS } from '@clipmarket/core';
import { useRef, type FormEvent } from 'react';
import { Button } from '../Button';
import { useCartDraft } from './cartDrafts';
import { TextField } from '../TextField';
import * as styles from './CartItemRow.styles';
import { CART_TEXT } from './cartText';

/** A project name and PO number, as the buyer typed them (null when left empty). */
export interface CartItemDetails {
  projectName: string | null;
  poNumber: string | null;
}

const text = (value: FormDataEntryValue | null): string | null => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? null : trimmed;
};

export interface ProjectPoFormProps {
  id: string;
  /** What the fields start with. */
  projectName: string | null;
  poNumber: string | null;
  /** While a call runs: Save does nothing. */
  inert: boolean;
  /** Called with what the fields hold; may answer the save's promise (the cart's Check out waits for it). */
  onSave: (details: CartItemDetails) => void | Promise<unknown>;
  onCancel: () => void;
}

const detailsOf = (form: HTMLFormElement): CartItemDetails => {
  const data = new FormData(form);
  return { projectName: text(data.get('projectName')), poNumber: text(data.get('poNumber')) };
};

/**
 * The project and PO form of a cart line, or of every line of the cart at once. Open in a cart, what it holds
 * is saved by the cart's Check out too, if it differs from what is saved (`CartDraftsContext`).
 */
export function ProjectPoForm({ id, projectName, poNumber, inert, onSave, onCancel }: ProjectPoFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useCartDraft(() => {
    const form = formRef.current;
    if (!form) return;
    const details = detailsOf(form);
    if (details.projectName === projectName && details.poNumber === poNumber) return;
    return onSave(details);
  });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inert) return;
    // A save that fails is the page's to report; only Check out waits on it.
    Promise.resolve(onSave(detailsOf(event.currentTarget))).catch(() => {});
  }

  return (
    <form id={id} ref={formRef} css={styles.details} onSubmit={save}>
      <TextField
        label={CART_TEXT.projectNameLabel}
        size="sm"
        name="projectName"
        defaultValue={projectName ?? ''}
        maxLength={COMMERCE_LIMITS.projectNameMax}
        autoComplete="off"
      />
      <TextField
        label={CART_TEXT.poNumberLabel}
        size="sm"
        name="poNumber"
        defaultValue={poNumber ?? ''}
        maxLength={COMMERCE_LIMITS.poNumberMax}
        autoComplete="off"
      />
      <div css={styles.detailsActions}>
        <Button type="submit" variant="primary" size="sm" aria-disabled={inert || undefined}>
          {CART_TEXT.saveDetails}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {CART_TEXT.cancelDetails}
        </Button>
      </div>
    </form>
  );
}
