import {
  TEAM_MESSAGES,
  TEAM_ROLE_DESCRIPTIONS,
  TEAM_ROLE_LABELS,
  type InvitationPreview,
} from '@clipmarket/core';
import { useId } from 'react';
import { Button, ButtonLink } from '../Button';
import { InlineAlert, InlineAlertRegion } from '../InlineAlert';
import { useClipmarketLinks, useLinkComponent } from '../ClipmarketProvider';
import { Spinner } from '../Spinner';
import { formatTeamDate } from '../TeamMemberList/teamMemberListText';
import type { VideoCardLinkComponent } from '../VideoCard/VideoCard.types';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TeamInvitationCard.styles';
import { TEAM_INVITATION_CARD_TEXT as TEXT } from './teamInvitationCardText';

/**
 * Who is looking at the invitation: nobody signed in, the account of the address it was sent to, or an account of
 * another address (which cannot accept it).
 */
export type TeamInvitationViewer = 'signed-out' | 'invitee' | 'other';

/** The page's calls: the invitation being read, at rest, or the invitee's Join running. */
export type TeamInvitationCardStatus = 'loading' | 'idle' | 'submitting';

/** What the card shows, written as `data-state`: the status, or `unavailable` when the invitation cannot be used. */
export type TeamInvitationCardState = TeamInvitationCardStatus | 'unavailable';

export interface TeamInvitationCardProps {
  /** What the invitation invites to (`GET /api/team-invitation`), or `null` when it could not be read. */
  preview: InvitationPreview | null;
  /**
   * Why the invitation cannot be used (`TEAM_MESSAGES.invitationUsed`, `.invitationExpired`, `.invitationWithdrawn`,
   * `.invitationInvalid`): shown in its place, with nothing to accept. Without a preview and out of `loading`,
   * `TEAM_MESSAGES.invitationInvalid` is assumed.
   * @default null
   */
  problem?: string | null;
  /** Who is looking; see `TeamInvitationViewer`. */
  viewer: TeamInvitationViewer;
  /**
   * The page's call; see `TeamInvitationCardStatus`. While `submitting` Join is busy and a second press refused.
   * @default 'idle'
   */
  status?: TeamInvitationCardStatus;
  /**
   * Why the server refused to join (`TEAM_MESSAGES.inTeam`, …): shown in an alert over Join.
   * @default null
   */
  error?: string | null;
  /** Called when the invitee presses Join; ignored while submitting. */
  onAccept?: () => void;
  /**
   * Signing in, then back to the invitation: the signed-out visitor's "Sign in to accept", and "Sign in as …" for
   * one signed in with another address (the app signs them out first).
   */
  signInHref: string;
  /**
   * Creating an account, then back to the invitation.
   * @default the provider's `links.register` (see `ClipmarketProvider`)
   */
  registerHref?: string;
  /**
   * The component that renders the links, e.g. wouter's `Link`.
   * @default the `linkComponent` of `ClipmarketProvider`, else `'a'`
   */
  linkComponent?: VideoCardLinkComponent;
  /**
   * Level of the heading.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Class of the root element. */
  className?: string;
}

/**
 * The invitation page's card: which team, who invited which address as what, until when, and what the viewer can
 * do: sign in or create an account, join, or sign in with the address it was sent to. A used, expired, withdrawn
 * or unknown invitation says so instead.
 */
export function TeamInvitationCard({
  preview,
  problem = null,
  viewer,
  status = 'idle',
  error = null,
  onAccept,
  signInHref,
  registerHref,
  linkComponent,
  headingLevel = 2,
  className,
}: TeamInvitationCardProps) {
  const links = useClipmarketLinks('TeamInvitationCard');
  const providedLink = useLinkComponent();
  const Link = linkComponent ?? providedLink;
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const submitting = status === 'submitting';
  const refusal = !submitting && error?.trim() ? error : null;
  // Out of loading, a problem wins over the preview; no preview and no problem is a link the server did not know.
  const unavailable =
    status === 'loading'
      ? null
      : problem?.trim()
        ? problem
        : preview
          ? null
          : TEAM_MESSAGES.invitationInvalid;
  const state: TeamInvitationCardState = unavailable ? 'unavailable' : status;
  const invitation = state === 'idle' || state === 'submitting' ? preview : null;

  return (
    <section
      css={styles.root}
      className={className}
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      data-state={state}
      data-viewer={viewer}
    >
      <Heading id={headingId} css={styles.title}>
        {invitation ? TEXT.title(invitation.teamName) : TEXT.titleUnavailable}
      </Heading>
      {state === 'loading' ? (
        <p role="status" css={styles.loading}>
          <Spinner />
          {TEXT.loading}
        </p>
      ) : null}
      {unavailable ? <InlineAlert tone="warning">{unavailable}</InlineAlert> : null}
      {invitation ? (
        <>
          <div css={styles.details}>
            <p css={styles.invited}>
              {invitation.invitedBy}
              {TEXT.invitedParts.invited}
              <strong css={styles.address}>{invitation.email}</strong>
              {TEXT.invitedParts.as}
              {TEAM_ROLE_LABELS[invitation.role]}
              {TEXT.invitedParts.end}
            </p>
            <p css={styles.description}>{TEAM_ROLE_DESCRIPTIONS[invitation.role]}</p>
            <p css={styles.description}>{TEXT.shared}</p>
            <p css={styles.until}>
              {TEXT.untilBefore}
              <time dateTime={invitation.expiresAt}>{formatTeamDate(invitation.expiresAt)}</time>
              {TEXT.untilAfter}
            </p>
          </div>
          {viewer === 'signed-out' ? (
            <div css={styles.next}>
              <p css={styles.line}>
                {TEXT.signedOut.before}
                <strong css={styles.address}>{invitation.email}</strong>
                {TEXT.signedOut.after}
              </p>
              <p css={styles.actions}>
                <ButtonLink href={signInHref} linkComponent={Link} variant="primary" css={styles.action}>
                  {TEXT.signIn}
                </ButtonLink>
                <ButtonLink
                  href={registerHref ?? links.register}
                  linkComponent={Link}
                  variant="secondary"
                  css={styles.action}
                >
                  {TEXT.register}
                </ButtonLink>
              </p>
            </div>
          ) : viewer === 'invitee' ? (
            <div css={styles.next}>
              {/* Mounted before anything goes wrong, so a refusal is announced when it appears. */}
              <InlineAlertRegion css={styles.alert}>{refusal}</InlineAlertRegion>
              <p css={styles.actions}>
                <Button
                  variant="primary"
                  css={styles.action}
                  loading={submitting}
                  onClick={() => onAccept?.()}
                >
                  {TEXT.join(invitation.teamName)}
                </Button>
              </p>
              {/* Mounted from the start, so "Joining …" is announced while the call runs. */}
              <div role="status">
                {submitting ? <VisuallyHidden>{TEXT.joining(invitation.teamName)}</VisuallyHidden> : null}
              </div>
            </div>
          ) : (
            <div css={styles.next}>
              <InlineAlertRegion tone="warning" css={styles.alert}>
                {TEXT.otherAddress}
              </InlineAlertRegion>
              <p css={styles.actions}>
                <ButtonLink href={signInHref} linkComponent={Link} variant="primary" css={styles.action}>
                  {TEXT.signInAs(invitation.email)}
                </ButtonLink>
              </p>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
