import { media, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';

export const muted = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;

export const sectionHeading = css`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.font.sizeLg};
`;

export const section = css`
  margin-bottom: ${theme.space[6]};
`;

export const badges = css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: ${theme.space[1]};
  }

  & p {
    margin: 0;
    color: ${theme.color.textMuted};
    font-size: ${theme.font.sizeSm};
  }
`;

export const badge = css`
  justify-self: start;
  padding: ${theme.space[1]} ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accentSubtle};
  color: ${theme.color.accent};
  font-size: ${theme.font.sizeXs};
  font-weight: ${theme.font.weightBold};
`;

export const linkGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${theme.space[3]};
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  list-style: none;

  & a {
    display: grid;
    align-content: start;
    gap: ${theme.space[1]};
    height: 100%;
    box-sizing: border-box;
    padding: ${theme.space[4]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    text-decoration: none;
  }

  & a:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }

  ${media.hover} {
    & a:hover {
      border-color: ${theme.color.accent};
    }
  }

  & strong {
    color: ${theme.color.accent};
  }

  & span {
    color: ${theme.color.textMuted};
    font-size: ${theme.font.sizeSm};
  }
`;

export const details = css`
  display: grid;
  grid-template-columns: minmax(7rem, auto) 1fr;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0 0 ${theme.space[5]};

  & dt {
    color: ${theme.color.textMuted};
    font-size: ${theme.font.sizeSm};
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const box = css`
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

/** A section's lines while it loads (`LoadingLines`): bars of 1.25 rem. */
export const skeleton = css`
  font-size: 1.25rem;
`;

export const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.sizeSm};

  & th,
  & td {
    padding: ${theme.space[2]};
    border-bottom: 1px solid ${theme.color.border};
    text-align: left;
  }

  & th {
    color: ${theme.color.textMuted};
    font-weight: ${theme.font.weightMedium};
  }

  & td:last-of-type,
  & th:last-of-type {
    text-align: right;
  }
`;

export const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  list-style: none;

  & a,
  & span {
    display: inline-block;
    padding: ${theme.space[1]} ${theme.space[3]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font-size: ${theme.font.sizeSm};
    text-decoration: none;
  }

  & a[aria-current='page'] {
    border-color: ${theme.color.accent};
    background: ${theme.color.accentSubtle};
    color: ${theme.color.accent};
  }
`;

export const clipGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const quote = css`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-left: 3px solid ${theme.color.accent};
  background: ${theme.color.surface};

  & blockquote {
    margin: 0;
  }

  & p {
    margin: 0 0 ${theme.space[2]};
  }

  & figcaption {
    color: ${theme.color.textMuted};
    font-size: ${theme.font.sizeSm};
  }
`;

export const stack = css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A note above the page's sections (an InlineAlert), with the space a section has under it. */
export const noticeSpace = css`
  margin-bottom: ${theme.space[6]};
`;

/** The notice asking to verify the e-mail address (a warning InlineAlert: a call to act, not an error). */
export const verifyNotice = css`
  display: grid;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[6]};

  /* The live regions stay mounted (so a message is announced); empty, they take no room. */
  & > [role='status']:empty,
  & > [role='alert']:empty {
    height: 0;
    margin-bottom: calc(-1 * ${theme.space[3]});
    overflow: hidden;
  }
`;

export const verifyHeading = css`
  margin: 0;
  font-size: ${theme.font.sizeLg};
`;

/** A narrow column for the password form, as wide as the sign-in card. */
export const formColumn = css`
  max-width: 30rem;
`;

/** The account's sessions: one card a session, this device's outlined. */
export const sessionList = css`
  display: grid;
  gap: ${theme.space[3]};
  margin: ${theme.space[4]} 0;
  padding: 0;
  list-style: none;
`;

export const sessionItem = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: center;
  justify-content: space-between;
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  overflow-wrap: anywhere;

  & p {
    margin: 0;
  }

  &[data-current] {
    border-color: ${theme.color.accent};
  }
`;

export const sessionDevice = css`
  font-weight: ${theme.font.weightMedium};
`;

export const sessionHere = css`
  margin-left: ${theme.space[2]};
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  font-size: ${theme.font.sizeSm};
`;

/** The usage page's choice of whose months (a team's owner and purchasers). */
export const whose = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[4]};

  & select {
    min-height: 2.5rem;
    padding: 0 ${theme.space[2]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    font: inherit;
  }
`;
