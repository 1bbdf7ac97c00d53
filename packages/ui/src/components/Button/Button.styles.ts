import { css } from '@emotion/react';
import {
  dangerButton,
  ghostButton,
  primaryButton,
  secondaryButton,
  smallButton,
  textLink,
  toggleButton,
} from '../../primitives/styles/buttons';

/** A button that reads as a link: the inline accent link, with the button's own box taken away. */
const linkButton = css(textLink, {
  display: 'inline',
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  '&[aria-busy="true"]': { cursor: 'progress' },
});

export const variants = {
  primary: primaryButton,
  secondary: secondaryButton,
  danger: dangerButton,
  ghost: ghostButton,
  toggle: toggleButton,
  link: linkButton,
} as const;

export const small = smallButton;
