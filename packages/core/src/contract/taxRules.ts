// Tax as the storefront reports it (issue 32, item 3; docs/adr/0085): free of the schemas, so browser code
// (the cart, the order page) and the server (the sandbox's checkout page, the receipt) read the same words.

/**
 * What the cart and the checkout pages say about tax: whether the store's prices include it (Shopify's
 * `taxes_included`, the store's setting STOREFRONT_TAXES_INCLUDED) or it is added on top at checkout.
 */
export const TAX_NOTES = {
  included: 'Prices include tax.',
  excluded: 'Prices exclude tax; tax is added at checkout for your country.',
} as const;

/** The cart's and checkout's note on tax, by whether the store's prices include it. */
export function taxNote(taxesIncluded: boolean): string {
  return taxesIncluded ? TAX_NOTES.included : TAX_NOTES.excluded;
}

/**
 * A tax line as a buyer reads it, 'VAT 20%': the storefront's title and its rate (a fraction, 0.2 for 20 %) as a
 * percentage. A title that already names its rate ('VAT 20%') is not given it twice; a rate of 0 adds nothing.
 */
export function taxLineLabel(tax: { title: string; rate: number }): string {
  const percent = Number((tax.rate * 100).toFixed(4));
  if (!(percent > 0)) return tax.title;
  const rate = `${percent}%`;
  return tax.title.replace(/\s+/g, '').endsWith(rate) ? tax.title : `${tax.title} ${rate}`;
}
