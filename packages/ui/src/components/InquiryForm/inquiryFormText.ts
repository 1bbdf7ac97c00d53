/**
 * Texts of the licensing inquiry form. The spec lists the payload's fields (section 3) and says "no other
 * form rules are shown" (section 5): the labels, the rules and their messages are ours. They belong in core
 * beside `CARD_TEXT`; they sit here until core takes them.
 */
export const INQUIRY_FORM_TEXT = {
  title: 'Licensing inquiry',
  intro: 'Tell us about your project and our licensing team will get back to you with a quote.',
  optional: '(optional)',
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phoneNumber: 'Phone number',
    companyName: 'Company',
    country: 'Country',
    showTitleName: 'Show or title name',
    mediaUsage: 'Where will you use the clips?',
    mediaUsageAdvertisement: 'Advertising',
    mediaUsageDigital: 'Digital',
    mediaUsageNonProfit: 'Non-profit',
    mediaUsageTvFilm: 'TV and film',
    exclusiveUntil: 'Exclusive until',
    intent: 'Tell us about your project',
  },
  hints: {
    mediaUsage: 'Choose all that apply.',
    exclusiveUntil: 'Leave empty if you do not need exclusive rights.',
    intent: 'How and where you intend to use the clips, audience, dates.',
  },
  errors: {
    firstName: 'Enter your first name',
    lastName: 'Enter your last name',
    email: 'Enter your email address',
    emailFormat: 'Enter an email address like name@example.com',
    phoneNumber: 'Enter a phone number with at least 7 digits, like +1 555 010 0199',
    companyName: 'Enter your company name',
    country: 'Enter your country',
    mediaUsage: 'Choose at least one place you will use the clips',
    exclusiveUntilFormat: 'Enter a real date',
    exclusiveUntilPast: 'Exclusive until must be a date in the future',
    intent: 'Tell us how you intend to use the clips',
    /** e.g. 'Keep your description under 2000 characters'. */
    intentTooLong: (max: number): string => `Keep your description under ${max} characters`,
  },
  /** The error summary's heading. */
  summaryTitle: 'There is a problem',
  clips: 'Clips in this inquiry',
  noClips: 'No clips selected: you can still ask about licensing.',
  /** A clip's Remove button. */
  removeClip: 'Remove',
  /** Its accessible name, e.g. 'Remove JV#1254381 from this inquiry'. */
  removeClipName: (jvId: string): string => `Remove ${jvId} from this inquiry`,
  /** The alert when the server refused fields the form could not check. */
  serverFieldErrors: 'The inquiry was not sent. Correct the fields marked below and send it again.',
  submit: 'Send inquiry',
  submitting: 'Sending…',
  sentTitle: 'Thanks, your inquiry is on its way',
  /** e.g. 'Our licensing team will reply to ada@example.com.' */
  sentBody: (email: string): string => `Our licensing team will reply to ${email}.`,
  /** e.g. 'Your reference is INQ-4F2A91: quote it if you write to us about this inquiry.' */
  sentReference: (reference: string): string =>
    `Your reference is ${reference}: quote it if you write to us about this inquiry.`,
  sendAnother: 'Send another inquiry',
} as const;

/** Longest project description accepted. */
export const INQUIRY_INTENT_MAX = 2000;
