import type { Aci } from './filters';

/**
 * The clip page's answer to "can I use this clip in an ad?", by the clip's advertising clearance (its A: GREEN
 * "Advertising Use", YELLOW "Inquire for Advertising Use", RED "Not for Advertising Use"; issue 32, item 8;
 * decisions.md, "What the tiers cover"). `action` opens the Custom licence inquiry with the clip; RED has none.
 * A module of its own: only the clip page carries these words.
 */
export const ADVERTISING_ANSWER: Readonly<Record<Aci, { text: string; action: string | null }>> = {
  GREEN: {
    text: 'Online licences cover your own unpaid posts. For ads, sponsored posts or broadcast, this clip can have a Custom licence.',
    action: 'Ask for an advertising licence',
  },
  YELLOW: {
    text: 'Online licences cover your own unpaid posts. For ads, sponsored posts or broadcast, we first check whether this clip can have a Custom licence.',
    action: 'Ask us to check it for advertising',
  },
  RED: {
    text: 'Online licences cover your own unpaid posts. This clip cannot be licensed for ads, sponsored posts or broadcast.',
    action: null,
  },
};
