import { PAGES, sizeText } from '@clipmarket/core';
import type { MailMessage } from '../auth/mail';

/** What the mail queue calls the mail that says a playlist's zip is ready. */
export const ZIP_READY_MAIL_KIND = 'zip-ready';

/** The header's notification of a ready zip, e.g. 'Your zip of “Road trips” is ready'. */
export const zipReadyNotice = (playlistName: string): string => `Your zip of “${playlistName}” is ready`;

export interface ZipReady {
  to: string;
  firstName: string;
  playlistName: string;
  playlistUuid: string;
  /** Clips in the zip. */
  clips: number;
  bytes: number;
  /** When the zip is removed unless downloaded before (ADR 60). */
  keptUntil: Date;
}

/**
 * The buyer's word that a playlist's zip is ready, so they need not wait on the page: what it holds and where to
 * download it (the playlist's page, which asks them to sign in; the mail carries no download link of its own).
 * Plain text with absolute links (`baseUrl` is PUBLIC_BASE_URL), as every mail of the server.
 */
export function zipReadyMail(zip: ZipReady, baseUrl: string): MailMessage {
  const page = `${baseUrl}${PAGES.playlist.href({ playlistId: zip.playlistUuid })}`;
  const clips = `${zip.clips} ${zip.clips === 1 ? 'clip' : 'clips'}`;
  const until = zip.keptUntil.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    to: zip.to,
    kind: ZIP_READY_MAIL_KIND,
    subject: zipReadyNotice(zip.playlistName),
    text: [
      `Hello ${zip.firstName},`,
      '',
      `The zip of your playlist “${zip.playlistName}” is ready: ${clips}, ${sizeText(zip.bytes)}.`,
      'Download it from the playlist’s page:',
      page,
      '',
      `We keep it until ${until} unless you download it again; after that it can be prepared again.`,
      '',
      'Clipmarket',
    ].join('\n'),
  };
}
