/** The app's own words around licences: the history panel's exports, the verification and terms pages. */
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
} as const;
