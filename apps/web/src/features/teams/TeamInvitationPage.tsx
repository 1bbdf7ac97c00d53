import { ApiRequestError, PAGES, TEAM_MESSAGES } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { TeamInvitationCard, useSnackbar, type VideoCardLinkProps } from '@clipmarket/ui';
import { useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react';
import useSWR from 'swr';
import { useLocation, useSearchParams } from 'wouter';
import { call } from '../../api/client';
import { AppLink } from '../../components/AppLink';
import { PageShell } from '../../components/PageShell';
import { useSession } from '../../session/AuthProvider';
import { TEAM_COPY } from './teamCopy';
import { teamFailure, useTeamActions } from './useTeam';

const COPY = TEAM_COPY.invitation;

/**
 * `/team/join?token=…` (ADR 92): where an invitation's mail links. Opening it changes nothing (a mail scanner
 * opens links too): it shows which team invites which address as what, and the account of that address joins
 * with a button. Signed out, the visitor signs in or registers and comes back; signed in with another address,
 * they are signed out first and sign in with the invited one.
 */
export default function TeamInvitationPage() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const token = params.get('token') ?? '';
  const here = PAGES.teamInvitation.href({ token });
  // Full paths: the card's links and the navigation below are absolute (`AppLink`, `~`).
  const signInHref = PAGES.login.href({ next: here });
  const { status, user, logout } = useSession();
  const actions = useTeamActions();
  const snackbar = useSnackbar();
  const preview = useSWR(token ? ['teamInvitation', token] : null, () =>
    call(routes.teamInvitationPreviewEndpoint, { query: { token } }),
  );
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);

  // "Sign in as …" from another account: once signed out, on to the sign-in that comes back here.
  useEffect(() => {
    if (switching && status === 'loggedOut') navigate(`~${signInHref}`);
  }, [switching, status, navigate, signInHref]);
  const SignOutFirst = useMemo(
    () =>
      function SignOutFirstLink({ href, onClick, children, ...props }: VideoCardLinkProps) {
        const click = (event: MouseEvent<HTMLAnchorElement>) => {
          onClick?.(event);
          event.preventDefault();
          setSwitching(true);
          logout();
        };
        return (
          <a href={href} onClick={click} {...props}>
            {children}
          </a>
        );
      },
    [logout],
  );

  const accept = useCallback(async () => {
    setJoining(true);
    setError(null);
    try {
      const team = await actions.accept(token);
      // Said on the team's page, where this moves to: it outlives the page it was raised on.
      snackbar.enqueue({ message: COPY.joined(team.name), severity: 'success', scope: 'app' });
      navigate(`~${PAGES.team.href()}`);
    } catch (failure) {
      setError(teamFailure(failure));
      setJoining(false);
    }
  }, [actions, token, snackbar, navigate]);

  const refusal =
    preview.error instanceof ApiRequestError && preview.error.status < 500 ? preview.error : null;
  const problem = !token
    ? TEAM_MESSAGES.invitationInvalid
    : refusal
      ? refusal.body.message
      : preview.error
        ? COPY.failed
        : null;
  const invited = preview.data?.email;
  const viewer =
    !user || status !== 'loggedIn'
      ? 'signed-out'
      : user.username.toLowerCase() === invited
        ? 'invitee'
        : 'other';

  return (
    <PageShell heading={COPY.heading}>
      <TeamInvitationCard
        preview={preview.data ?? null}
        problem={problem}
        viewer={viewer}
        status={!preview.data && !problem ? 'loading' : joining ? 'submitting' : 'idle'}
        error={error}
        onAccept={() => void accept()}
        signInHref={signInHref}
        registerHref={PAGES.register.href({ next: here })}
        linkComponent={viewer === 'other' ? SignOutFirst : AppLink}
      />
    </PageShell>
  );
}
