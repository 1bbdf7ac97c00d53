import { COUNTRY_CODES, taxLineLabel, taxNote } from '@clipmarket/core';
import { DEFAULT_VARIANT_TITLE } from './catalogue';
import { formatMoney } from './money';
import { TEST_CARDS, type CheckoutTotals } from './orders';
import { rateFraction, TEST_DISCOUNT_CODES } from './pricing';
import type { CartRecord } from './store';

/**
 * The sandbox's checkout page: plain server-rendered HTML with two forms and no script, so it works with
 * JavaScript off and under the app's content security policy (a `<style>` element is allowed, scripts are not).
 * Errors follow the GOV.UK pattern: a summary at the top linking to each field, and each message next to its
 * field, tied to it by `aria-describedby`, the field marked `aria-invalid`.
 */

export const CHECKOUT_TEXT = {
  banner: 'Sandbox checkout: no real payment',
  bannerDetail: 'This is a test shop. No money is taken and no card is charged: pay with a test card below.',
  productionNote:
    'No payment provider is configured for this shop, so it runs as a sandbox: orders placed here are not paid for.',
  title: 'Checkout',
  summary: 'Order summary',
  giftCard: 'Gift card',
  giftCardLabel: 'Gift card code',
  applyGiftCard: 'Apply gift card',
  discount: 'Discount code',
  discountLabel: 'Discount code',
  discountHint: 'Test codes:',
  applyDiscount: 'Apply discount code',
  country: 'Billing country',
  countryLabel: 'Country',
  countryHint: 'Tax is charged for the country you are billed in.',
  countryNone: 'Not given (no tax)',
  updateCountry: 'Update country',
  noTaxFor: (country: string) => `No tax is charged for ${country} in this test shop.`,
  noCountry: 'Choose your billing country below: tax is charged for it.',
  payment: 'Payment',
  cardLabel: 'Card number',
  testCards: 'Test cards (no real card is charged):',
  paidCard: 'pays',
  declinedCard: 'is declined',
  coveredByGiftCards: 'Your gift cards cover the whole order: no card is needed.',
  cancel: 'Cancel and return to the cart',
  errorSummary: 'There is a problem',
  paidTitle: 'Order paid',
  returnLink: 'Return to Clipmarket',
  notFoundTitle: 'Checkout not found',
  notFound: 'This checkout link is not valid, or the cart has expired.',
  refusedTitle: 'This payment was not accepted',
} as const;

export interface CheckoutPageModel {
  cart: CartRecord;
  totals: CheckoutTotals;
  /** The forms' action URLs. */
  payAction: string;
  giftCardAction: string;
  discountAction: string;
  countryAction: string;
  formKey: string;
  /** A safe address for the cancel link; null when the cart names none that may be followed. */
  cancelUrl: string | null;
  errors?: {
    field: 'card_number' | 'gift_card_code' | 'discount_code' | 'country' | 'cart';
    message: string;
  }[];
  /** A status line, e.g. "Gift card ending ABCD applied." */
  notice?: string | null;
  /** What the buyer typed, kept when the page comes back with an error (never a card number that paid). */
  values?: { card_number?: string; gift_card_code?: string; discount_code?: string };
  /** The shop runs in production with no payment provider. */
  production?: boolean;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const e = escapeHtml;

const STYLE = `
  :root { color-scheme: light; --ink: #1b1b1f; --muted: #5b5b66; --line: #d9d9e0; --accent: #3a2bd1;
    --error: #b3261e; --warn-bg: #fff4ce; --warn-ink: #4d3800; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
    background: #f6f6f9; }
  .banner { background: var(--warn-bg); color: var(--warn-ink); border-bottom: 2px solid #e0b400;
    padding: 12px 16px; text-align: center; }
  .banner p { margin: 0; }
  .banner strong { display: block; font-size: 1.05rem; }
  main { max-width: 640px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 1.75rem; margin: 16px 0; }
  h2 { font-size: 1.2rem; margin: 0 0 12px; }
  section { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 16px; margin: 0 0 16px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; vertical-align: top; padding: 8px 4px; border-bottom: 1px solid var(--line); }
  td.num, th.num { text-align: right; white-space: nowrap; }
  tfoot th { font-weight: normal; }
  tfoot tr.total th, tfoot tr.total td { font-weight: 700; font-size: 1.1rem; border-bottom: 0; }
  .item { font-weight: 600; display: block; }
  .variant { color: var(--muted); display: block; }
  dl.attrs { margin: 4px 0 0; font-size: 0.9rem; color: var(--muted); overflow-wrap: break-word; }
  dl.attrs dt { font-weight: 600; }
  dl.attrs dd { margin: 0 0 4px; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  .hint { color: var(--muted); margin: 0 0 8px; font-size: 0.95rem; }
  .hint ul { margin: 4px 0 0; padding-left: 20px; }
  .field-error { color: var(--error); font-weight: 600; margin: 0 0 6px; }
  input[type=text] { width: 100%; font: inherit; padding: 10px 12px; border: 2px solid #6f6f7a; border-radius: 6px;
    margin-bottom: 12px; }
  input[aria-invalid=true] { border-color: var(--error); }
  input:focus, button:focus, a:focus { outline: 3px solid #ffbf47; outline-offset: 1px; }
  button { font: inherit; font-weight: 600; padding: 10px 20px; border-radius: 6px; border: 0; cursor: pointer;
    background: var(--accent); color: #fff; min-height: 44px; }
  button.secondary { background: #fff; color: var(--accent); border: 2px solid var(--accent); }
  .error-summary { border: 3px solid var(--error); background: #fff; border-radius: 8px; padding: 16px;
    margin: 0 0 16px; }
  .error-summary h2 { color: var(--error); }
  .error-summary ul { margin: 0; padding-left: 20px; }
  .error-summary a { color: var(--error); font-weight: 600; }
  .notice { border-left: 4px solid #1e7d32; background: #fff; padding: 12px 16px; margin: 0 0 16px; }
  select { width: 100%; font: inherit; padding: 10px 12px; border: 2px solid #6f6f7a; border-radius: 6px;
    margin-bottom: 12px; background: #fff; }
  select:focus { outline: 3px solid #ffbf47; outline-offset: 1px; }
  .tax-note { color: var(--muted); margin: 12px 0 0; font-size: 0.95rem; }
  .cancel { display: inline-block; margin: 8px 0 32px; padding: 8px 0; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; }
  @media (min-width: 576px) {
    dl.attrs { display: grid; grid-template-columns: max-content 1fr; gap: 0 12px; }
    dl.attrs dd { margin: 0; }
  }
  @media (min-width: 768px) { main { padding: 24px; } h1 { font-size: 2rem; } }
`;

function layout(title: string, body: string, production: boolean): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} – Clipmarket sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<header class="banner"><p><strong>${e(CHECKOUT_TEXT.banner)}</strong> ${e(CHECKOUT_TEXT.bannerDetail)}${
    production ? ` ${e(CHECKOUT_TEXT.productionNote)}` : ''
  }</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'United Kingdom' for 'GB'; the code itself when the runtime does not know it. */
function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The countries, by name, for the billing country's select. */
const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
  a.name.localeCompare(b.name, 'en'),
);

function fieldError(id: string, message: string | undefined): string {
  return message
    ? `<p class="field-error" id="${id}-error"><span class="visually-hidden">Error: </span>${e(message)}</p>`
    : '';
}

export function renderCheckoutPage(model: CheckoutPageModel): string {
  const { cart, totals } = model;
  const errors = model.errors ?? [];
  const errorFor = (field: string) => errors.find((error) => error.field === field)?.message;
  const money = (cents: number) => e(formatMoney(cents, cart.currency));

  const rows = cart.lines
    .map((line) => {
      const visible = line.attributes.filter((a) => !a.key.startsWith('_'));
      const attrs = visible.length
        ? `<dl class="attrs">${visible.map((a) => `<dt>${e(a.key)}</dt><dd>${e(a.value)}</dd>`).join('')}</dl>`
        : '';
      const variant =
        line.variant.title === DEFAULT_VARIANT_TITLE
          ? ''
          : `<span class="variant">${e(line.variant.title)}</span>`;
      return `<tr><td><span class="item">${e(line.variant.product.title)}</span>${variant}${attrs}</td><td class="num">${line.quantity}</td><td class="num">${money(line.variant.priceCents * line.quantity)}</td></tr>`;
    })
    .join('\n');
  const discountRow =
    totals.discount && totals.discountCents > 0
      ? `<tr><th scope="row" colspan="2">Discount (${e(totals.discount.code)})</th><td class="num">−${money(totals.discountCents)}</td></tr>`
      : '';
  const taxRows = totals.taxLines
    .map((tax) => {
      const label = taxLineLabel({ title: tax.title, rate: rateFraction(tax.milliPercent) });
      const where = totals.country ? ` (${countryName(totals.country)})` : '';
      return totals.taxesIncluded
        ? `<tr><th scope="row" colspan="2">${e(label)}${e(where)}, included</th><td class="num">${money(tax.cents)}</td></tr>`
        : `<tr><th scope="row" colspan="2">${e(label)}${e(where)}</th><td class="num">${money(tax.cents)}</td></tr>`;
    })
    .join('\n');
  const taxWords = [
    taxNote(totals.taxesIncluded),
    totals.taxLines.length > 0
      ? ''
      : totals.country
        ? CHECKOUT_TEXT.noTaxFor(countryName(totals.country))
        : CHECKOUT_TEXT.noCountry,
  ]
    .filter(Boolean)
    .join(' ');
  const giftRows = totals.giftCards
    .map(
      (card) =>
        `<tr><th scope="row" colspan="2">Gift card ending ${e(card.lastCharacters)}</th><td class="num">−${money(card.amountCents)}</td></tr>`,
    )
    .join('\n');

  const summary = errors.length
    ? `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1">
<h2 id="error-summary-title">${e(CHECKOUT_TEXT.errorSummary)}</h2>
<ul>${errors.map((error) => `<li><a href="#${error.field === 'cart' ? 'summary-heading' : error.field}">${e(error.message)}</a></li>`).join('')}</ul>
</div>`
    : '';
  const notice = model.notice ? `<p class="notice" role="status">${e(model.notice)}</p>` : '';

  const giftError = errorFor('gift_card_code');
  const cardError = errorFor('card_number');
  const discountError = errorFor('discount_code');
  const countryError = errorFor('country');
  const describedBy = (id: string, hint: boolean, error: string | undefined) =>
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const cardDescribedBy = describedBy('card_number', true, cardError);
  const giftDescribedBy = describedBy('gift_card_code', false, giftError);
  const discountDescribedBy = describedBy('discount_code', true, discountError);
  const countryDescribedBy = describedBy('country', true, countryError);
  const countryOptions = [
    `<option value=""${totals.country ? '' : ' selected'}>${e(CHECKOUT_TEXT.countryNone)}</option>`,
    ...COUNTRY_OPTIONS.map(
      ({ code, name }) =>
        `<option value="${code}"${code === totals.country ? ' selected' : ''}>${e(name)}</option>`,
    ),
  ].join('');
  const discountCodes = TEST_DISCOUNT_CODES.map(
    (discount) =>
      `<li>${e(discount.code)}: ${discount.type === 'percentage' ? `${discount.value}% off` : `${money(discount.value)} off`}</li>`,
  ).join('');

  const cardField =
    totals.dueCents > 0
      ? `<label for="card_number">${e(CHECKOUT_TEXT.cardLabel)}</label>
<div class="hint" id="card_number-hint">${e(CHECKOUT_TEXT.testCards)}
<ul>
<li>${spaced(TEST_CARDS.paid)} ${e(CHECKOUT_TEXT.paidCard)}</li>
<li>${spaced(TEST_CARDS.declined)} ${e(CHECKOUT_TEXT.declinedCard)}</li>
</ul></div>
${fieldError('card_number', cardError)}<input type="text" id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" spellcheck="false" aria-describedby="${cardDescribedBy}"${cardError ? ' aria-invalid="true"' : ''} value="${e(model.values?.card_number ?? '')}">`
      : `<p class="hint">${e(CHECKOUT_TEXT.coveredByGiftCards)}</p>`;

  const body = `<h1>${e(CHECKOUT_TEXT.title)}</h1>
${summary}${notice}
<section aria-labelledby="summary-heading">
<h2 id="summary-heading">${e(CHECKOUT_TEXT.summary)}</h2>
<table>
<caption class="visually-hidden">The items you are paying for</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><th scope="row" colspan="2">Subtotal</th><td class="num">${money(totals.lineItemsCents)}</td></tr>
${discountRow}
${taxRows}
<tr><th scope="row" colspan="2">Total</th><td class="num">${money(totals.totalCents)}</td></tr>
${giftRows}
<tr class="total"><th scope="row" colspan="2">Total to pay</th><td class="num">${money(totals.dueCents)}</td></tr>
</tfoot>
</table>
<p class="tax-note" id="tax-note">${e(taxWords)}</p>
</section>
<section aria-labelledby="discount-heading">
<h2 id="discount-heading">${e(CHECKOUT_TEXT.discount)}</h2>
<form method="post" action="${e(model.discountAction)}" novalidate>
<input type="hidden" name="form_key" value="${e(model.formKey)}">
<label for="discount_code">${e(CHECKOUT_TEXT.discountLabel)}</label>
<div class="hint" id="discount_code-hint">${e(CHECKOUT_TEXT.discountHint)}<ul>${discountCodes}</ul></div>
${fieldError('discount_code', discountError)}<input type="text" id="discount_code" name="discount_code" autocomplete="off" spellcheck="false" aria-describedby="${discountDescribedBy}"${discountError ? ' aria-invalid="true"' : ''} value="${e(model.values?.discount_code ?? '')}">
<button type="submit" class="secondary">${e(CHECKOUT_TEXT.applyDiscount)}</button>
</form>
</section>
<section aria-labelledby="country-heading">
<h2 id="country-heading">${e(CHECKOUT_TEXT.country)}</h2>
<form method="post" action="${e(model.countryAction)}" novalidate>
<input type="hidden" name="form_key" value="${e(model.formKey)}">
<label for="country">${e(CHECKOUT_TEXT.countryLabel)}</label>
<p class="hint" id="country-hint">${e(CHECKOUT_TEXT.countryHint)}</p>
${fieldError('country', countryError)}<select id="country" name="country" autocomplete="country" aria-describedby="${countryDescribedBy}"${countryError ? ' aria-invalid="true"' : ''}>${countryOptions}</select>
<button type="submit" class="secondary">${e(CHECKOUT_TEXT.updateCountry)}</button>
</form>
</section>
<section aria-labelledby="gift-card-heading">
<h2 id="gift-card-heading">${e(CHECKOUT_TEXT.giftCard)}</h2>
<form method="post" action="${e(model.giftCardAction)}" novalidate>
<input type="hidden" name="form_key" value="${e(model.formKey)}">
<label for="gift_card_code">${e(CHECKOUT_TEXT.giftCardLabel)}</label>
${fieldError('gift_card_code', giftError)}<input type="text" id="gift_card_code" name="gift_card_code" autocomplete="off" spellcheck="false"${giftDescribedBy ? ` aria-describedby="${giftDescribedBy}"` : ''}${giftError ? ' aria-invalid="true"' : ''} value="${e(model.values?.gift_card_code ?? '')}">
<button type="submit" class="secondary">${e(CHECKOUT_TEXT.applyGiftCard)}</button>
</form>
</section>
<section aria-labelledby="payment-heading">
<h2 id="payment-heading">${e(CHECKOUT_TEXT.payment)}</h2>
<form method="post" action="${e(model.payAction)}" novalidate>
<input type="hidden" name="form_key" value="${e(model.formKey)}">
${cardField}
<button type="submit">Pay ${money(totals.dueCents)}</button>
</form>
</section>
${model.cancelUrl ? `<a class="cancel" href="${e(model.cancelUrl)}">${e(CHECKOUT_TEXT.cancel)}</a>` : ''}`;
  return layout(CHECKOUT_TEXT.title, body, model.production ?? false);
}

/** The page of a cart already paid (a reload, the back button). */
export function renderPaidPage(options: {
  orderName: string | null;
  returnUrl: string | null;
  production?: boolean;
  /** More of the page, already escaped: the test refunds (refunds.ts). */
  extraHtml?: string;
}) {
  const body = `<h1>${e(CHECKOUT_TEXT.paidTitle)}</h1>
<section><p>Order ${e(options.orderName ?? '')} is paid. Nothing more is needed.</p>
${options.returnUrl ? `<p><a href="${e(options.returnUrl)}">${e(CHECKOUT_TEXT.returnLink)}</a></p>` : ''}</section>
${options.extraHtml ?? ''}`;
  return layout(CHECKOUT_TEXT.paidTitle, body, options.production ?? false);
}

/** A checkout link that is not valid, or a form that did not come from the checkout page. */
export function renderMessagePage(title: string, message: string, production = false): string {
  return layout(title, `<h1>${e(title)}</h1>\n<section><p>${e(message)}</p></section>`, production);
}
