/** The words of the account's security page (two-step sign-in, staff access: ADR 56). */
export const SECURITY_COPY = {
  heading: 'Sign-in security',
  loading: 'Loading…',
  staffWaits:
    'Your account has been granted staff access. It takes effect once two-step sign-in is set up: set it up below.',
  twoStep: {
    heading: 'Two-step sign-in',
    off: 'Two-step sign-in is off. With it, you log in with your password and a 6-digit code from an authenticator app on your phone.',
    on: 'Two-step sign-in is on: you log in with your password and a code from your authenticator app. If you lose your phone, log in with one of your recovery codes.',
    start: 'Set up two-step sign-in',
    scan: 'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.',
    qrAlt: 'QR code of your two-step sign-in key',
    typeSecret: 'Cannot scan it? Enter this key in the app instead:',
    secretLabel: 'Two-step sign-in key',
    codeLabel: 'Code from the app',
    confirm: 'Turn on two-step sign-in',
    recoveryHeading: 'Your recovery codes',
    recoveryLead:
      'Keep these codes somewhere safe. Each one logs you in once if you cannot use your app. They are shown only now.',
    savedCodes: 'I have saved my recovery codes',
  },
  staff: {
    heading: 'Staff access',
    lead: 'Grant staff access to a colleague whose account has a verified address on a company e-mail domain. It takes effect once they set up two-step sign-in. Every grant is logged.',
    emailLabel: 'Colleague’s e-mail address',
    grant: 'Grant staff access',
    tableCaption: 'Accounts with staff access',
    columns: { person: 'Person', access: 'Access', twoStep: 'Two-step sign-in', actions: 'Actions' },
    allowListed: 'Administrator (operator’s list)',
    admin: 'Administrator',
    granted: 'Staff',
    yes: 'On',
    notYet: 'Not set up yet',
    revoke: (email: string) => `Revoke staff access of ${email}`,
  },
} as const;
