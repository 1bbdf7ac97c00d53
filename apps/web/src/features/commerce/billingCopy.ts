/**
 * The words around who receipts are made out to (the profile's form, the checkout's line above the pay
 * button). Apart from copy.ts on purpose: copy.ts sits in the chunk every page loads (vite.config.ts), and these
 * words are for two account pages only.
 */
export const BILLING_COPY = {
  /** The checkout's line when billing details are set: 'Receipt made out to Ada Okafor, Morning Loop TV'. */
  madeOutTo: (name: string, company: string | null): string =>
    `Receipt made out to ${company ? `${name}, ${company}` : name}`,
  change: 'Change',
  changeLabel: 'Change billing details',
  /** The checkout's offer when none are set; never required. */
  add: 'Add billing details for your receipt',
  addHint: 'Optional: your company, address or VAT number on the receipt.',
  loading: 'Loading your billing details…',
  loadFailed: 'Your billing details could not be loaded.',
  retry: 'Try again',
} as const;
