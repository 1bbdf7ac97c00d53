// The words of sharing a playlist and of its client review (ADR 60, ADR 91): the share dialog, the shared page's
// guest review and the owner's review panel. Apart from copy.ts, which the search and clip pages load with the
// cards' save buttons: none of these pages needs them.

/** The share dialog: the owner's controls of a playlist's share link (ADR 60). */
export const SHARE_COPY = {
  /** The playlist action that opens the dialog. */
  open: 'Share…',
  title: (name: string): string => `Share “${name}”`,
  body: 'People with the link can play the clips, see their clearance and price, and approve, reject or comment on each. They cannot change the playlist.',
  expiryLabel: 'Link works for',
  keepExpiry: 'Keep its end date',
  days: (n: number): string => (n === 365 ? 'A year' : `${n} days`),
  worksUntil: (iso: string): string =>
    `The link works until ${new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso))}.`,
  notShared: 'Not shared yet: copying the link makes it.',
  emailsLabel: 'Only these people (optional)',
  emailsHint: 'E-mail addresses, one per line. Leave empty for anyone with the link.',
  notAnEmail: (text: string): string => `“${text}” is not an e-mail address.`,
  controls:
    'A new link replaces this one: the old link stops working at once. Stop sharing turns the link off; sharing again makes a new one.',
  copy: 'Copy link',
  rotate: 'New link',
  revoke: 'Stop sharing',
  rotated: 'A new link was copied to the clipboard. The old link no longer works.',
  revoked: 'Sharing stopped. The link no longer works.',
} as const;

/** The shared playlist page (`/shared/{uuid}?share=…`, ADR 32), open to anyone with the link. */
export const REVIEW_COPY = {
  failed: 'That did not save. Check your connection and try again.',
  reviewingAs: (name: string, email: string): string =>
    `You are reviewing as ${name} (${email}). Approve, reject or comment on each clip; whoever shared the playlist sees it.`,
  preview: (title: string): string => `Watermarked preview of ${title}`,
  from: (price: string): string => `Licences from ${price}`,
  linkGoneHeading: 'This link no longer works',
  restrictedHeading: 'Shared with named people',
  /** The owner's review panel. */
  heading: 'Reviews and comments',
  none: 'Nobody has reviewed these clips yet. Share the link: the people you send it to can approve, reject or comment on each clip.',
  guests: (n: number): string => (n === 1 ? '1 person reviewed' : `${n} people reviewed`),
  approvedCount: (n: number): string => (n === 1 ? '1 clip approved' : `${n} clips approved`),
  licenseApproved: 'License all approved',
  licensed: (n: number): string =>
    n === 0
      ? 'The approved clips are already in your cart.'
      : `Added ${n === 1 ? '1 approved clip' : `${n} approved clips`} to your cart.`,
} as const;

/** A colleague's playlist (`/account/team/lists/{uuid}`, ADR 92): the team's comments under each clip. */
export const TEAM_COMMENTS_COPY = {
  failed: 'That did not save. Check your connection and try again.',
  /** The author of the caller's own comments. */
  you: 'You',
} as const;
