import { css } from '@emotion/react';
import { theme } from '../../theme';

/**
 * The four feedback tones as two custom properties, `--feedback-tone` (the edge and the icon) and
 * `--feedback-tone-subtle` (the surface), chosen by the tone written in `attribute` on the element: one source
 * for InlineAlert (`data-state`), Snackbar and Toast (`data-severity`), so an error looks the same in all three.
 * Text stays in the text colour: it passes contrast on every subtle surface.
 */
export function feedbackTones(attribute: 'data-state' | 'data-severity') {
  return css({
    '--feedback-tone': theme.color.info,
    '--feedback-tone-subtle': theme.color.infoSubtle,
    [`&[${attribute}="success"]`]: {
      '--feedback-tone': theme.color.success,
      '--feedback-tone-subtle': theme.color.successSubtle,
    },
    [`&[${attribute}="warning"]`]: {
      '--feedback-tone': theme.color.warning,
      '--feedback-tone-subtle': theme.color.warningSubtle,
    },
    [`&[${attribute}="error"]`]: {
      '--feedback-tone': theme.color.danger,
      '--feedback-tone-subtle': theme.color.dangerSubtle,
    },
  });
}

/** The tinted surface with the tone's edge, thicker at the start, that every piece of feedback stands on. */
export const feedbackSurface = css({
  boxSizing: 'border-box',
  border: '1px solid var(--feedback-tone)',
  borderInlineStartWidth: '4px',
  borderRadius: theme.radius.md,
  background: 'var(--feedback-tone-subtle)',
  color: theme.color.text,
  fontSize: theme.font.sizeSm,
  lineHeight: theme.font.lineHeightBody,
  overflowWrap: 'anywhere',
});

/** The tone's icon, 20 px, centred on the first line of text. */
export const feedbackIcon = css({
  flex: 'none',
  display: 'flex',
  paddingBlockStart: '0.0625rem',
  color: 'var(--feedback-tone)',
});

/** A bold first line above the message. */
export const feedbackTitle = css({ margin: 0, fontWeight: theme.font.weightBold });
