import { formatDisplayDate, PAGES } from '@clipmarket/core';
import { KEYBOARD_SHORTCUTS, SHORTCUT_SHEET_TEXT, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'wouter';
import { PageShell } from '../../components/PageShell';
import { KEYBOARD_COPY } from '../../keyboard/copy';
import { useShortcutsEnabled } from '../../keyboard/shortcutSetting';
import * as styles from './Content.styles';

/** The statement's words; the shortcuts are the ones the app answers (`KEYBOARD_SHORTCUTS`). */
export const ACCESSIBILITY = {
  title: 'Accessibility',
  lead: 'How Clipmarket works with a keyboard and assistive technology, how we check it, and what is not right yet.',
  updated: '2026-11-27',
  target: {
    heading: 'What we aim for',
    paragraphs: [
      'We aim for the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across the licensing site. The site partially conforms: the gaps we know of are listed below, and no independent audit has been done.',
    ],
  },
  testing: {
    heading: 'How we check it',
    items: [
      'Every component of our design system is checked with the axe accessibility engine in each of its documented states, on phone and desktop widths; a problem it finds fails our build.',
      'Our end-to-end tests walk the main buyer journeys in Chromium at a phone width (390 px) and a desktop width (1366 px), and run axe on the pages they visit.',
      'One of those journeys uses the keyboard only: from the home page to a search, through the results, saving a clip to a playlist, and checking where focus goes when each dialog closes.',
      'Lighthouse’s accessibility audit runs on the home, search and clip pages in our performance benchmark, with a target score of 100.',
      'We have not yet tested the site with screen readers (such as NVDA, JAWS, VoiceOver or TalkBack) or with speech input.',
    ],
  },
  keyboard: {
    heading: 'Using the keyboard',
    paragraphs: [
      `Every control can be reached with Tab, and focus is always visible. “Skip to content” is the first stop on every page; on the search page, “${KEYBOARD_COPY.skipToResults}” is the next stop after the search box and takes you straight to the first result.`,
      'Dialogs keep focus inside while they are open, close with Esc, and give focus back to the control that opened them.',
      'These single-key shortcuts work anywhere outside a text field, and never with Ctrl, Alt or ⌘ held:',
    ],
  },
  limitations: {
    heading: 'Known limitations',
    items: [
      'Clips play without captions or audio description: the player can show captions, but the library has no caption files yet.',
      'Screen readers and speech input are untested (see above), so there may be problems we have not found.',
      'Payment happens on our storefront provider’s checkout pages, which we do not build; their accessibility is the provider’s.',
    ],
  },
  report: {
    heading: 'Report a problem',
    before: 'If part of the site does not work for you, tell us through the ',
    link: 'licensing inquiry form',
    after:
      '. In “Tell us about your project”, say that it is about accessibility, give the address of the page and what happened. The form goes to our licensing team by e-mail; it was made for licensing requests, so it also asks for a few project details: fill them in as best you can.',
  },
} as const;

const list = css({
  margin: `0 0 ${theme.space[3]}`,
  paddingInlineStart: theme.space[5],
  '& li': { marginBlockEnd: theme.space[2] },
});

const shortcutTable = css({
  borderCollapse: 'collapse',
  marginBlockEnd: theme.space[4],
  '& th, & td': {
    paddingBlock: theme.space[2],
    paddingInlineEnd: theme.space[4],
    textAlign: 'start',
    verticalAlign: 'baseline',
    borderBlockEnd: `1px solid ${theme.color.border}`,
  },
  '& th': { fontSize: theme.font.sizeSm, color: theme.color.textMuted, fontWeight: theme.font.weightMedium },
  '& kbd': {
    display: 'inline-block',
    minWidth: '1.75rem',
    paddingInline: theme.space[2],
    border: `1px solid ${theme.color.borderStrong}`,
    borderBlockEndWidth: '2px',
    borderRadius: theme.radius.sm,
    background: theme.color.surfaceSunken,
    fontFamily: theme.font.familyMono,
    fontSize: theme.font.sizeSm,
    textAlign: 'center',
  },
});

const toggle = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: theme.space[2],
  alignItems: 'center',
  '& input': { width: '1.25rem', height: '1.25rem', margin: 0, accentColor: theme.color.accent },
  '& label': { fontWeight: theme.font.weightMedium },
  '& p': { gridColumn: 2, margin: `${theme.space[1]} 0 0`, color: theme.color.textMuted },
});

/** The accessibility statement (issue 14): the target, the testing, the shortcuts, the gaps and where to report. */
export default function AccessibilityPage() {
  const [enabled, setEnabled] = useShortcutsEnabled();
  const toggleId = useId();
  const hintId = useId();
  const { target, testing, keyboard, limitations, report } = ACCESSIBILITY;
  return (
    <PageShell heading={ACCESSIBILITY.title} lead={ACCESSIBILITY.lead}>
      <article css={styles.prose}>
        <p css={styles.updated}>
          Last updated{' '}
          <time dateTime={ACCESSIBILITY.updated}>{formatDisplayDate(ACCESSIBILITY.updated)}</time>
        </p>
        <section>
          <h2>{target.heading}</h2>
          {target.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <section>
          <h2>{testing.heading}</h2>
          <ul css={list}>
            {testing.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{keyboard.heading}</h2>
          {keyboard.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <table css={shortcutTable}>
            <thead>
              <tr>
                <th scope="col">{SHORTCUT_SHEET_TEXT.keyColumn}</th>
                <th scope="col">{SHORTCUT_SHEET_TEXT.actionColumn}</th>
              </tr>
            </thead>
            <tbody>
              {KEYBOARD_SHORTCUTS.map((shortcut) => (
                <tr key={shortcut.key}>
                  <td>
                    <kbd>{'label' in shortcut ? shortcut.label : shortcut.key}</kbd>
                  </td>
                  <td>{shortcut.action}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div css={toggle}>
            <input
              id={toggleId}
              type="checkbox"
              checked={enabled}
              aria-describedby={hintId}
              onChange={(event) => setEnabled(event.target.checked)}
            />
            <label htmlFor={toggleId}>{SHORTCUT_SHEET_TEXT.enabledLabel}</label>
            <p id={hintId}>
              Turn them off if you use speech input or press keys by accident. The choice is kept in this
              browser.
            </p>
          </div>
        </section>
        <section>
          <h2>{limitations.heading}</h2>
          <ul css={list}>
            {limitations.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{report.heading}</h2>
          <p>
            {report.before}
            <Link href={PAGES.inquiry.path()}>{report.link}</Link>
            {report.after}
          </p>
        </section>
      </article>
    </PageShell>
  );
}
