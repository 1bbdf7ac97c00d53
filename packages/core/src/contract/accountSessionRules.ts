// The account sessions' messages, free of the schemas so browser code (the registration screens) can read them
// without the schema library (re-exported by ./accountSessions).

/** What the sessions page and the registration screens say. */
export const SESSION_MESSAGES = {
  registrationMailed:
    'Check your e-mail to finish creating your account: we sent a link to the address you entered.',
  registrationLinkUnknown: 'This link is not valid. Check that you copied the whole link from the e-mail.',
  registrationLinkExpired:
    'This link has expired or has already been used. If you already finished creating your account, log in; otherwise register again.',
  sessionNotFound: 'No such session: it may have ended already.',
  otherSessionsEnded: 'You are now signed out everywhere else.',
} as const;
