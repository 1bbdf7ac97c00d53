import { PAGES, TEAM_POWERS, TEAM_ROLE_LABELS, type Team, type TeamRole } from '@clipmarket/core';
import {
  Button,
  CreateTeamForm,
  EmptyState,
  InlineAlert,
  TeamInviteForm,
  TeamMemberList,
  useSnackbar,
  type TeamInvite,
} from '@clipmarket/ui';
import { useId, useState } from 'react';
import { AccountShell } from '../../components/AccountShell';
import { AppLink } from '../../components/AppLink';
import { SignInRequired } from '../../components/SignInRequired';
import { useSessionGate } from '../../session/useSessionGate';
import { TEAM_COPY as COPY } from './teamCopy';
import { teamFailure, useTeam, useTeamActions } from './useTeam';
import * as styles from './TeamPage.styles';

/**
 * `/account/team` (issue 33, item 1; ADR 92): create a team, or see yours: its members and what each may do, the
 * owner's invitations and role changes, and the colleagues' playlists to open. The server decides every change.
 */
export default function TeamPage() {
  const gate = useSessionGate();
  return (
    <AccountShell heading={COPY.heading} lead={COPY.lead}>
      {gate === 'signedIn' ? (
        <TeamArea />
      ) : gate === 'checking' ? null : (
        <SignInRequired reason={COPY.signInReason} />
      )}
    </AccountShell>
  );
}

function TeamArea() {
  const team = useTeam(true);
  const actions = useTeamActions();
  const snackbar = useSnackbar();
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);

  if (team.error && !team.data) {
    return (
      <InlineAlert
        tone="error"
        css={styles.section}
        onRetry={() => void team.mutate()}
        retryLabel={COPY.retry}
      >
        {COPY.loadFailed}
      </InlineAlert>
    );
  }
  if (!team.data) return <p role="status">{COPY.loading}</p>;
  if (team.data.team) return <TeamView team={team.data.team} />;

  const create = async (name: string) => {
    setCreating(true);
    setCreateError(null);
    try {
      const made = await actions.create(name);
      snackbar.enqueue({ message: COPY.created(made.name), severity: 'success' });
    } catch (error) {
      setCreateError(teamFailure(error));
    } finally {
      setCreating(false);
    }
  };
  return (
    <CreateTeamForm
      status={creating ? 'submitting' : 'idle'}
      error={createError}
      onSubmit={(n) => void create(n)}
    />
  );
}

function TeamView({ team }: { team: Team }) {
  const actions = useTeamActions();
  const snackbar = useSnackbar();
  const manage = TEAM_POWERS[team.role].manage;
  const [busyMemberId, setBusyMemberId] = useState<string | null>(null);
  const [busyInvitationId, setBusyInvitationId] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const membersId = useId();
  const playlistsId = useId();
  const nameOf = (id: string) => team.members.find((m) => m.id === id)?.name ?? '';

  /** Runs an owner's change of one row, the row busy meanwhile; a refusal is said above the list. */
  const change = async (
    row: { member?: string; invitation?: string },
    work: () => Promise<void>,
    done: string,
  ) => {
    setListError(null);
    if (row.member) setBusyMemberId(row.member);
    if (row.invitation) setBusyInvitationId(row.invitation);
    try {
      await work();
      snackbar.enqueue({ message: done, severity: 'success' });
    } catch (error) {
      setListError(teamFailure(error));
    } finally {
      setBusyMemberId(null);
      setBusyInvitationId(null);
    }
  };

  const invite = async ({ email, role }: TeamInvite) => {
    setInviting(true);
    setInviteError(null);
    setSentTo(null);
    try {
      const made = await actions.invite(email, role);
      setSentTo(made.email);
    } catch (error) {
      setInviteError(teamFailure(error));
    } finally {
      setInviting(false);
    }
  };

  return (
    <div css={styles.stack}>
      <section css={styles.section} aria-labelledby={membersId}>
        <h2 id={membersId} css={styles.heading}>
          {team.name}
        </h2>
        <p css={styles.muted}>{COPY.yourRole(TEAM_ROLE_LABELS[team.role])}</p>
        <TeamMemberList
          members={team.members}
          invitations={team.invitations}
          canManage={manage}
          busyMemberId={busyMemberId}
          busyInvitationId={busyInvitationId}
          error={listError}
          onRoleChange={(id, role: TeamRole) =>
            void change(
              { member: id },
              () => actions.setRole(id, role),
              COPY.roleChanged(nameOf(id), TEAM_ROLE_LABELS[role]),
            )
          }
          onRemove={(id) => void change({ member: id }, () => actions.remove(id), COPY.removed(nameOf(id)))}
          onWithdraw={(id) => {
            const email = team.invitations.find((i) => i.id === id)?.email ?? '';
            void change({ invitation: id }, () => actions.withdraw(id), COPY.withdrawn(email));
          }}
        />
      </section>
      {manage ? (
        <TeamInviteForm
          status={inviting ? 'submitting' : 'idle'}
          error={inviteError}
          sentTo={sentTo}
          onSubmit={(value) => void invite(value)}
        />
      ) : null}
      <section css={styles.section} aria-labelledby={playlistsId}>
        <h2 id={playlistsId} css={styles.heading}>
          {COPY.playlistsHeading}
        </h2>
        {team.playlists.length === 0 ? (
          <EmptyState description={COPY.playlistsEmpty} />
        ) : (
          <ul css={styles.playlists}>
            {team.playlists.map((playlist) => (
              <li key={playlist.uuid}>
                <AppLink href={PAGES.teamPlaylist.href({ playlistId: playlist.uuid })}>
                  <strong>{playlist.name}</strong>
                  <span css={styles.muted}>{COPY.playlistMeta(playlist.ownerName, playlist.videoCount)}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      <LeaveTeam team={team} />
    </div>
  );
}

/** Leaving (or, for an owner alone in it, ending) the team, after a confirmation. */
function LeaveTeam({ team }: { team: Team }) {
  const actions = useTeamActions();
  const snackbar = useSnackbar();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ends = team.role === 'owner';
  // An owner with colleagues hands the team over first (the server says so too).
  if (ends && team.members.length > 1) return null;

  const leave = async () => {
    setBusy(true);
    setError(null);
    try {
      await actions.leave();
      snackbar.enqueue({ message: ends ? COPY.ended : COPY.left, severity: 'success' });
    } catch (failure) {
      setError(teamFailure(failure));
      setBusy(false);
    }
  };

  return (
    <div css={styles.leave}>
      {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      {asking ? (
        <>
          <p css={styles.muted}>{ends ? COPY.endConfirm : COPY.leaveConfirm}</p>
          <Button variant="danger" loading={busy} onClick={() => void leave()}>
            {ends ? COPY.confirmEnd : COPY.confirm}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
            {COPY.cancel}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {ends ? COPY.leaveOwnerAlone : COPY.leave}
        </Button>
      )}
    </div>
  );
}
