import { COMMERCE_LIMITS } from '@clipmarket/core';
import type { FormEvent } from 'react';
import { Button } from '../Button';
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
  onSave: (details: CartItemDetails) => void;
  onCancel: () => void;
}

/** The project and PO form of a cart line, or of every line of the cart at once. */
export function ProjectPoForm({ id, projectName, poNumber, inert, onSave, onCancel }: ProjectPoFormProps) {
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inert) return;
    const data = new FormData(event.currentTarget);
    onSave({ projectName: text(data.get('projectName')), poNumber: text(data.get('poNumber')) });
  }

  return (
    <form id={id} css={styles.details} onSubmit={save}>
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
