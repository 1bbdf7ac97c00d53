/** The app's own words around licences: the history panel's exports, the verification and terms pages. */
export const LICENCES_COPY = {
  history: {
    exportCsv: 'Export CSV',
    exportZip: 'Download certificates (zip)',
    exportsLabel: 'Export the licences these filters show',
    pagination: 'History pages',
  },
  verify: {
    heading: 'Verify a licence',
    lead: 'Check that a Clipmarket licence is real and in force, from the number on its certificate.',
    numberLabel: 'Licence number',
    numberHint: 'CM-, the year and six digits, for example CM-2026-000123.',
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
} as const;
