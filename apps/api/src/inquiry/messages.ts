import { formatJvId, PAGES } from '@clipmarket/core';
import type { MailMessage } from '../auth/mail';
import type { StoredInquiryPayload } from './tables';

/** A clip of the library an inquiry names. */
export interface InquiryClip {
  jmId: string;
  title: string;
}

/** What the mails and the CRM lead are written from. */
export interface InquiryForMessages {
  reference: string;
  createdAt: Date;
  payload: StoredInquiryPayload;
  /** The clips found in the library, in the buyer's order. */
  clips: readonly InquiryClip[];
  /** Ids of `payload.cart` the library does not have (dropped, but the team is told). */
  unknownIds: readonly string[];
  /** The signed-in sender's account e-mail, or null for a visitor. */
  accountEmail: string | null;
}

export const INQUIRY_MAIL_KINDS = {
  team: 'licensing-inquiry',
  confirmation: 'licensing-inquiry-confirmation',
} as const;

/** The media usages in the order the form shows them, with the form's words. */
const MEDIA_USAGES = [
  ['mediaUsageAdvertisement', 'Advertising'],
  ['mediaUsageDigital', 'Digital'],
  ['mediaUsageNonProfit', 'Non-profit'],
  ['mediaUsageTvFilm', 'TV and film'],
] as const;

export function mediaUsages(payload: StoredInquiryPayload): string[] {
  return MEDIA_USAGES.filter(([field]) => payload[field]).map(([, label]) => label);
}

/** The longest subject we write; longer ones are cut (a subject is for recognising a mail, not reading it). */
const SUBJECT_MAX = 160;

/**
 * A header value made from text a visitor typed: on one line, with no control or line-separator characters
 * (a CR or LF in a subject would let the sender add headers of their own: header injection), whitespace
 * collapsed, and cut to `max` characters. The SMTP adapter folds line breaks too; this keeps the outbox's copy
 * and any other adapter just as safe.
 */
export function headerSafe(text: string, max = SUBJECT_MAX): string {
  const line = text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

const clipUrl = (baseUrl: string, jmId: string) => `${baseUrl}${PAGES.view.href({ videoId: jmId })}`;

function clipLines(clips: readonly InquiryClip[], baseUrl: string): string[] {
  return clips.flatMap((clip) => [
    `  ${formatJvId(clip.jmId)}  ${clip.title}`,
    `    ${clipUrl(baseUrl, clip.jmId)}`,
  ]);
}

const orNotGiven = (value: string) => value || '(not given)';

/** The mail to the licensing team: every field of the inquiry, and each clip's JV# id, title and link. */
export function teamMail(inquiry: InquiryForMessages, to: string, baseUrl: string): MailMessage {
  const p = inquiry.payload;
  const name = `${p.firstName} ${p.lastName}`;
  const usages = mediaUsages(p);
  const text = [
    `A licensing inquiry came in: ${inquiry.reference}, ${inquiry.createdAt.toISOString()}.`,
    '',
    `Name:            ${name}`,
    `E-mail:          ${p.email}`,
    `Phone:           ${orNotGiven(p.phoneNumber)}`,
    `Company:         ${p.companyName}`,
    `Country:         ${p.country}`,
    `Show or title:   ${orNotGiven(p.showTitleName)}`,
    `Media usage:     ${usages.join(', ')}`,
    `Exclusive until: ${p.exclusiveUntil ?? '(no exclusivity asked)'}`,
    `Account:         ${inquiry.accountEmail ?? '(sent without signing in)'}`,
    '',
    'Project:',
    p.intent,
    '',
    inquiry.clips.length > 0 ? `Clips (${inquiry.clips.length}):` : 'Clips: none named.',
    ...clipLines(inquiry.clips, baseUrl),
    ...(inquiry.unknownIds.length > 0
      ? ['', `Ids not in the library (left out): ${inquiry.unknownIds.join(', ')}`]
      : []),
    '',
    `Reply to ${p.email}; the buyer was told to quote ${inquiry.reference}.`,
  ].join('\n');
  return {
    to,
    kind: INQUIRY_MAIL_KINDS.team,
    subject: headerSafe(`Licensing inquiry ${inquiry.reference}: ${p.companyName} (${name})`),
    text,
  };
}

/**
 * The confirmation to the buyer. It names nothing the sender typed but the address it goes to: anyone can send
 * an inquiry with any address in it, and a mail that echoed their words would let them send their text, from
 * us, to whomever they like. The clips come from the library, the usages from a fixed list.
 */
export function confirmationMail(
  inquiry: InquiryForMessages,
  teamEmail: string,
  baseUrl: string,
): MailMessage {
  const usages = mediaUsages(inquiry.payload);
  const text = [
    'Hello,',
    '',
    'Thank you for your licensing inquiry. Our licensing team will reply to this address with a quote.',
    `Your reference is ${inquiry.reference}: quote it if you write to us about this inquiry (${teamEmail}).`,
    '',
    `Media usage: ${usages.join(', ')}`,
    ...(inquiry.clips.length > 0
      ? ['', `Clips in your inquiry (${inquiry.clips.length}):`, ...clipLines(inquiry.clips, baseUrl)]
      : ['', 'Your inquiry names no clips.']),
    '',
    'If you did not send this inquiry, you can ignore this mail.',
    '',
    'Clipmarket',
  ].join('\n');
  return {
    to: inquiry.payload.email,
    kind: INQUIRY_MAIL_KINDS.confirmation,
    subject: `Your Clipmarket licensing inquiry ${inquiry.reference}`,
    text,
  };
}

/**
 * The CRM web-to-lead form (application/x-www-form-urlencoded), in the field names web-to-lead forms use
 * (Salesforce's standard lead fields), plus the media usages and clip ids. A multi-value field is joined with
 * ';', as multi-select picklists take it.
 */
export function webToLeadForm(inquiry: InquiryForMessages): URLSearchParams {
  const p = inquiry.payload;
  const usages = mediaUsages(p);
  const clipIds = inquiry.clips.map((clip) => clip.jmId);
  const description = [
    p.intent,
    '',
    `Reference: ${inquiry.reference}`,
    `Media usage: ${usages.join(', ')}`,
    `Show or title: ${orNotGiven(p.showTitleName)}`,
    `Exclusive until: ${p.exclusiveUntil ?? '(no exclusivity asked)'}`,
    `Clips: ${clipIds.length > 0 ? clipIds.map(formatJvId).join(', ') : '(none)'}`,
  ].join('\n');
  return new URLSearchParams([
    ['first_name', p.firstName],
    ['last_name', p.lastName],
    ['email', p.email],
    ['company', p.companyName],
    ['country', p.country],
    ['phone', p.phoneNumber],
    ['description', description],
    ['lead_source', 'Clipmarket'],
    ['media_usage', usages.join(';')],
    ['clip_ids', clipIds.join(';')],
    ['show_title', p.showTitleName],
    ['exclusive_until', p.exclusiveUntil ?? ''],
    ['inquiry_reference', inquiry.reference],
  ]);
}
