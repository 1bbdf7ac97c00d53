import type { BillingDetails } from '@clipmarket/core';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  BILLING_DETAILS_FIELDS,
  BILLING_DETAILS_MAX_LENGTH as MAX,
  type BillingDetailsErrors,
  type BillingDetailsField,
  type BillingDetailsValues,
} from './billingDetails.types';
import { BILLING_DETAILS_FORM_TEXT as TEXT } from './billingDetailsFormText';
import * as styles from './BillingDetailsForm.styles';
import { countryOptions, readerLocale } from './countryOptions';
import { Button } from '../Button';
import { InlineAlert, InlineAlertRegion } from '../InlineAlert';
import { Select } from '../Select';
import { TextField } from '../TextField';

/**
 * Where the form stands, mirroring the save call: being filled in, being saved, saved (until the next change),
 * or the save failed (`errorMessage` and `fieldErrors` say why; what was typed stays).
 */
export type BillingDetailsFormStatus = 'editing' | 'saving' | 'saved' | 'failed';

export interface BillingDetailsFormProps {
  /**
   * The details saved on the account (null until given): the fields start from them, and follow them when
   * they change (the server's answer to a save, written as it keeps them).
   * @default null
   */
  details?: BillingDetails | null;
  /**
   * The save's state; see `BillingDetailsFormStatus`.
   * @default 'editing'
   */
  status?: BillingDetailsFormStatus;
  /**
   * Why the save failed, shown with `failed`.
   * @default BILLING_DETAILS_FORM_TEXT.failed, or `.fieldErrors` when `fieldErrors` names a field
   */
  errorMessage?: string | null;
  /**
   * The server's message for each field it refused (its 400 `messages`, by field), shown with `failed` at the
   * field, which takes focus. Each goes as soon as its field is changed.
   * @default none
   */
  fieldErrors?: BillingDetailsErrors | null;
  /**
   * Called with the details when the form is sent with a name (not while `saving`): text trimmed, an empty
   * field null. The server writes the VAT number and the country as it keeps them.
   */
  onSubmit?: (details: BillingDetails) => void;
  /** Called by a Cancel button beside Save (a form opened from a button, to close it). Without it, no such button. */
  onCancel?: () => void;
  /**
   * The language the countries are named and sorted in (`Intl.DisplayNames`).
   * @default the browser's language (`navigator.language`)
   */
  locale?: string;
  /**
   * Level of the form's heading.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** The root's id (e.g. for a link to the form). */
  id?: string;
  /** Class of the root element. */
  className?: string;
}

const EMPTY: BillingDetailsValues = {
  name: '',
  company: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  region: '',
  country: '',
  vatNumber: '',
};

interface TextSpec {
  name: Exclude<BillingDetailsField, 'country' | 'vatNumber'>;
  autoComplete: string;
  wide?: boolean;
}

/** The text fields, in order; the country select and the VAT number come after them. */
const TEXT_FIELDS: readonly TextSpec[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'addressLine1', autoComplete: 'address-line1', wide: true },
  { name: 'addressLine2', autoComplete: 'address-line2', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'postalCode', autoComplete: 'postal-code' },
  { name: 'region', autoComplete: 'address-level1' },
];

function valuesOf(details: BillingDetails | null | undefined): BillingDetailsValues {
  if (!details) return EMPTY;
  const values = { ...EMPTY };
  for (const field of BILLING_DETAILS_FIELDS) values[field] = details[field] ?? '';
  return values;
}

function detailsOf(values: BillingDetailsValues): BillingDetails {
  const optional = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    company: optional(values.company),
    addressLine1: optional(values.addressLine1),
    addressLine2: optional(values.addressLine2),
    city: optional(values.city),
    postalCode: optional(values.postalCode),
    region: optional(values.region),
    country: optional(values.country),
    vatNumber: optional(values.vatNumber),
  };
}

/** The form's own rule: a name. Every other rule is the server's, and its message is shown at the field. */
function validate(values: BillingDetailsValues): BillingDetailsErrors {
  return values.name.trim() ? {} : { name: TEXT.nameMissing };
}

/**
 * Who receipts are made out to: name, company, address, country and VAT number, saved once on the account and
 * printed on every receipt. Presentational: the app saves the details and passes the save's state back.
 */
export function BillingDetailsForm({
  details = null,
  status = 'editing',
  errorMessage = null,
  fieldErrors = null,
  onSubmit,
  onCancel,
  locale,
  headingLevel = 2,
  id,
  className,
}: BillingDetailsFormProps) {
  const base = useId();
  const fieldId = (field: BillingDetailsField) => `${base}-${field}`;
  const headingId = `${base}-heading`;
  const Heading = `h${headingLevel}` as const;
  const countries = useMemo(() => countryOptions(locale ?? readerLocale()), [locale]);

  const [values, setValues] = useState(() => valuesOf(details));
  // New saved details (the answer to a save) replace the fields; compared by content, so a page that builds
  // the object at each render does not undo what is being typed.
  const detailsKey = JSON.stringify(details);
  const [appliedDetails, setAppliedDetails] = useState(detailsKey);
  if (appliedDetails !== detailsKey) {
    setAppliedDetails(detailsKey);
    setValues(valuesOf(details));
  }

  // The fields changed since the last save started: the server's messages about them no longer apply, and a
  // "saved" no longer describes what is shown. Cleared in the render that shows a new state.
  const [changed, setChanged] = useState<ReadonlySet<BillingDetailsField>>(new Set());
  const [statusSeen, setStatusSeen] = useState(status);
  if (statusSeen !== status) {
    setStatusSeen(status);
    if (status !== 'editing') setChanged(new Set());
  }
  // The form's own message shows after the first attempt to save, then follows the value.
  const [attempted, setAttempted] = useState(false);

  const serverErrors: BillingDetailsErrors = {};
  if (status === 'failed' && fieldErrors) {
    for (const field of BILLING_DETAILS_FIELDS) {
      const message = fieldErrors[field];
      if (message && !changed.has(field)) serverErrors[field] = message;
    }
  }
  const errors: BillingDetailsErrors = { ...serverErrors, ...(attempted ? validate(values) : {}) };
  const saving = status === 'saving';
  const refusedFields = Boolean(fieldErrors && BILLING_DETAILS_FIELDS.some((field) => fieldErrors[field]));

  // Focus goes to the first field in error, whose message is then read with it: after an attempt the form
  // refused (a new number each time, so a second attempt moves focus again), or a save the server refused.
  const [focusRequest, setFocusRequest] = useState<{ field: BillingDetailsField; n: number } | null>(null);
  useEffect(() => {
    if (focusRequest) document.getElementById(`${base}-${focusRequest.field}`)?.focus();
  }, [focusRequest, base]);
  const lastStatus = useRef(status);
  useEffect(() => {
    if (lastStatus.current === status) return;
    lastStatus.current = status;
    const first =
      status === 'failed' && fieldErrors && BILLING_DETAILS_FIELDS.find((field) => fieldErrors[field]);
    if (first) setFocusRequest((current) => ({ field: first, n: (current?.n ?? 0) + 1 }));
  }, [status, fieldErrors]);

  function set(field: BillingDetailsField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setChanged((current) => (current.has(field) ? current : new Set(current).add(field)));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    const found = validate(values);
    const first = BILLING_DETAILS_FIELDS.find((field) => found[field]);
    if (first) {
      setFocusRequest((current) => ({ field: first, n: (current?.n ?? 0) + 1 }));
      return;
    }
    onSubmit?.(detailsOf(values));
  }

  function label(field: BillingDetailsField): ReactNode {
    return field === 'name' ? (
      TEXT.labels[field]
    ) : (
      <>
        {TEXT.labels[field]} <span css={styles.optional}>{TEXT.optional}</span>
      </>
    );
  }

  function textField({ name, autoComplete, wide }: TextSpec) {
    return (
      <TextField
        key={name}
        id={fieldId(name)}
        name={name}
        css={wide ? styles.wide : undefined}
        label={label(name)}
        hint={name === 'name' ? TEXT.hints.name : undefined}
        error={errors[name]}
        required={name === 'name'}
        autoComplete={autoComplete}
        maxLength={MAX[name]}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    );
  }

  const showSaved = status === 'saved' && changed.size === 0;

  return (
    <section
      id={id}
      css={styles.root}
      className={className}
      aria-labelledby={headingId}
      aria-busy={saving || undefined}
      data-state={status}
    >
      <header css={styles.header}>
        <Heading id={headingId} css={styles.heading}>
          {TEXT.title}
        </Heading>
        <p css={styles.lead}>{TEXT.lead}</p>
      </header>

      {/* Both regions stay mounted, so what appears in them is announced. */}
      <InlineAlertRegion>
        {status === 'failed'
          ? errorMessage?.trim() || (refusedFields ? TEXT.fieldErrors : TEXT.failed)
          : null}
      </InlineAlertRegion>
      <div role="status" css={styles.live}>
        {showSaved ? (
          <InlineAlert tone="success" role="none">
            {TEXT.saved}
          </InlineAlert>
        ) : null}
        {saving ? <p css={styles.savingText}>{TEXT.saving}</p> : null}
      </div>

      <form noValidate css={styles.form} aria-labelledby={headingId} onSubmit={handleSubmit}>
        <div css={styles.grid}>
          {TEXT_FIELDS.map(textField)}
          <Select
            id={fieldId('country')}
            name="country"
            label={label('country')}
            error={errors.country}
            autoComplete="country"
            value={values.country}
            onChange={(event) => set('country', event.target.value)}
          >
            <option value="" aria-label={TEXT.noCountryLabel}>
              {TEXT.noCountry}
            </option>
            {/* A saved code this browser has no name for still shows, as its code. */}
            {values.country && !countries.some((country) => country.code === values.country) ? (
              <option value={values.country}>{values.country}</option>
            ) : null}
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </Select>
          <TextField
            id={fieldId('vatNumber')}
            name="vatNumber"
            label={label('vatNumber')}
            hint={TEXT.hints.vatNumber}
            error={errors.vatNumber}
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX.vatNumber}
            value={values.vatNumber}
            onChange={(event) => set('vatNumber', event.target.value)}
          />
        </div>
        <div css={styles.actions}>
          <Button type="submit" variant="primary" loading={saving}>
            {TEXT.save}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              {TEXT.cancel}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
