import { ORDER_STATUS_WORDS } from '@clipmarket/core';

/**
 * The app's own words around licences: the history panel's exports, the verification and terms pages, and an
 * order's page.
 */
export const LICENCES_COPY = {
  history: {
    exportCsv: 'Export CSV',
    exportZip: 'Download certificates (zip)',
    exportsLabel: 'Export the licences these filters show',
    pagination: 'History pages',
    showCompany: (company: string | null): string =>
      company
        ? `Show ${company} on this licence's public check`
        : "Show my company on this licence's public check",
    showCompanyHint:
      'Anyone with the licence number can check it. Your company is shown there only if you tick this; your name and e-mail never are.',
    showCompanyNone: 'Your account names no company, so the public check shows none.',
    showCompanyError: 'Your choice could not be saved. Please try again.',
  },
  /** A licence's upgrade to a higher tier, under its row (docs/adr/0084). */
  upgrade: {
    heading: 'Upgrade this licence',
    lead: (tier: string): string =>
      `Move this ${tier} licence to a higher tier for the difference in price. It keeps its number, and its certificate is issued again with the new tier.`,
    tierLabel: 'Upgrade to',
    /** A tier offered, with what the upgrade costs: 'Basic Pro, $100 more'. */
    option: (tier: string, price: string): string => `${tier}, ${price} more`,
    add: 'Add upgrade to cart',
    adding: 'Adding…',
    added: (tier: string): string => `Upgrade to ${tier} added to cart`,
    /** The licence already has an upgrade line in the cart. */
    inCart: (tier: string): string => `An upgrade to ${tier} is in your cart.`,
    viewCart: 'View cart',
  },
  verify: {
    heading: 'Verify a licence',
    lead: 'Check that a Clipmarket licence is real and in force, from the number on its certificate.',
    numberLabel: 'Licence number',
    numberHint:
      'CM-, the year and three groups of four letters and digits, for example CM-2026-7K3Q-F9XH-2RDP.',
    check: 'Check',
    tooMany: 'Too many checks from this address. Please wait a minute and try again.',
  },
  terms: {
    heading: 'Licence terms for your order',
    lead: 'These terms apply to every clip licensed in this order.',
    checking: 'Checking this link against your order…',
    orderHeading: 'Your order',
    order: 'Order',
    reference: 'Reference',
    date: 'Date',
    subtotal: 'Subtotal',
    licences: 'Licences',
    tiersHeading: 'Terms of each tier bought',
    term: 'Term',
    mismatchHeading: 'This terms link does not match an order',
    mismatchBody:
      'Every part of the link must match the order it was sent for. Check that the whole link was copied, or find your licences and their certificates in your history.',
    historyLink: 'Go to your history',
    failedHeading: 'The terms could not be checked',
    failedBody: 'Please try again in a moment.',
    retry: 'Try again',
  },
  order: {
    heading: (number: string): string => `Order ${number}`,
    lead: 'What you paid, what it licensed, and its receipt.',
    signInReason: 'to see your order',
    checking: 'Checking your session…',
    loading: 'Loading your order…',
    loadFailed: 'Your order could not be loaded.',
    retry: 'Try again',
    receipt: 'Download receipt (PDF)',
    backToHistory: 'Back to your history',
    date: 'Date',
    payment: 'Payment',
    shopOrder: 'Shop order',
    status: ORDER_STATUS_WORDS,
    linesHeading: 'What you bought',
    columns: {
      item: 'Item',
      product: 'Tier or product',
      project: 'Project and PO',
      licence: 'Licence',
      amount: 'Amount',
    },
    quantity: (n: number): string => `× ${n}`,
    project: (name: string): string => `Project: ${name}`,
    poNumber: (po: string): string => `PO: ${po}`,
    noLicence: '—',
    /** A licence line's certificate link: its visible text first (WCAG 2.5.3), then what it opens. */
    certificateLabel: (number: string): string => `${number}: certificate (PDF)`,
    paidWithCredit: 'Paid with a Discount Pack credit',
    /** A line the order's discount fell on: what it paid, the price its licence certificate gives. */
    afterDiscount: (paid: string): string => `${paid} after discount`,
    revokedOn: (date: string): string => `Revoked on ${date}`,
    refundedOn: (date: string): string => `Refunded on ${date}`,
    summaryHeading: 'Summary',
    subtotal: 'Subtotal',
    discount: (code: string | null): string => (code ? `Discount code ${code}` : 'Discount'),
    noTax: 'Tax',
    taxIncluded: (title: string): string => `${title}, included in the prices`,
    total: 'Total',
    giftCard: (last: string): string => `Paid with the gift card ending ${last}`,
    refunded: 'Refunded',
    billingHeading: 'Receipt made out to',
    noBilling: (email: string): string =>
      `No billing details were given, so the receipt names your account and its e-mail address, ${email}.`,
    vatNumber: (vat: string): string => `VAT number ${vat}`,
    changeBilling: 'Change billing details',
    addBilling: 'Add billing details',
    changeBillingHint: 'in Account › Profile: orders paid after that are made out to them.',
  },
} as const;
