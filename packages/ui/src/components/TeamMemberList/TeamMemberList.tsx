import {
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  type TeamInvitation,
  type TeamMember,
  type TeamRole,
} from '@clipmarket/core';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { InlineAlertRegion } from '../InlineAlert';
import { Select } from '../Select';
import { Spinner } from '../Spinner';
import * as styles from './TeamMemberList.styles';
import { formatTeamDate, TEAM_MEMBER_LIST_TEXT as TEXT } from './teamMemberListText';

/** What a member's row asks before it acts: remove the member, or make them the owner (the viewer steps down). */
export type TeamMemberListQuestion = 'remove' | 'owner';

export interface TeamMemberListProps {
  /** The team's members, as the server lists them (`Team.members`). */
  members: readonly TeamMember[];
  /**
   * The team's open invitations (`Team.invitations`: the owner's to see). With none, their list is not shown.
   * @default []
   */
  invitations?: readonly TeamInvitation[];
  /**
   * Whether the viewer is the team's owner: the other members' rows then have a role select and Remove, and the
   * invitations Withdraw (each only when its callback is given). The viewer's own row never has them.
   */
  canManage: boolean;
  /**
   * The member whose change or removal is running: their select and Remove ignore presses (`aria-disabled`, so
   * focus stays on them), the row is `aria-busy` and shows a spinner.
   * @default null
   */
  busyMemberId?: string | null;
  /**
   * The invitation being withdrawn: its Withdraw ignores presses and the row is `aria-busy`. Apart from
   * `busyMemberId` because members and invitations are counted apart, so their ids can be the same.
   * @default null
   */
  busyInvitationId?: string | null;
  /**
   * Why the server refused the last change (`TEAM_MESSAGES.ownerStays`, …): shown in an alert over the list.
   * @default null
   */
  error?: string | null;
  /**
   * Called with a member's id and the role chosen in their select. Owner is asked about first ("Make Ana Ortiz
   * the owner? You will become a purchaser.") and sent only when confirmed.
   */
  onRoleChange?: (memberId: string, role: TeamRole) => void;
  /** Called with a member's id once their Remove is confirmed ("Remove Ana Ortiz? …"). */
  onRemove?: (memberId: string) => void;
  /** Called with an invitation's id when its Withdraw is pressed (a new one can be sent at once). */
  onWithdraw?: (invitationId: string) => void;
  /**
   * The members list's accessible name.
   * @default 'Team members'
   */
  'aria-label'?: string;
  /** Class of the root element. */
  className?: string;
}

const NO_INVITATIONS: readonly TeamInvitation[] = [];

/**
 * A team's members (name, e-mail address, role) and its open invitations; for the owner, a role select and
 * Remove on every other member and Withdraw on every invitation, Remove and a new owner confirmed in the row.
 */
export function TeamMemberList({
  members,
  invitations = NO_INVITATIONS,
  canManage,
  busyMemberId = null,
  busyInvitationId = null,
  error = null,
  onRoleChange,
  onRemove,
  onWithdraw,
  'aria-label': label = TEXT.label,
  className,
}: TeamMemberListProps) {
  const [question, setQuestion] = useState<{ ask: TeamMemberListQuestion; memberId: string } | null>(null);
  const questionId = useId();
  const invitationsId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const membersRef = useRef<HTMLUListElement>(null);
  const invitationsRef = useRef<HTMLUListElement>(null);
  // The control that started the last action (the select, Remove, Withdraw) and where its row stood. When the app
  // takes the row or its controls away (a member removed, an invitation withdrawn, the viewer no longer the
  // owner), focus on it would drop to the page: it goes to the row that takes its place instead.
  const acted = useRef<{ control: HTMLElement; list: 'members' | 'invitations'; index: number } | null>(null);
  const refusal = error?.trim() ? error : null;

  // The question is the row's only while the viewer may still act on the member.
  const asked =
    question && canManage && members.some((member) => member.id === question.memberId && !member.you)
      ? question
      : null;

  // A question takes focus on its Confirm, so it is read (the group is named by it) and answered from the keyboard.
  useEffect(() => {
    if (question) confirmRef.current?.focus();
  }, [question]);

  useLayoutEffect(() => {
    const last = acted.current;
    if (!last || last.control.isConnected) return;
    acted.current = null;
    // Only when focus was lost with the control; the user may have moved on meanwhile.
    if (document.activeElement && document.activeElement !== document.body) return;
    const list = last.list === 'invitations' ? invitationsRef.current : membersRef.current;
    const rows = list?.querySelectorAll<HTMLElement>(':scope > li');
    const row = rows?.[Math.min(last.index, rows.length - 1)];
    (row?.querySelector<HTMLElement>('select, button') ?? list ?? membersRef.current)?.focus();
  }, [members, invitations, canManage]);

  function remember(control: HTMLElement, list: 'members' | 'invitations', index: number) {
    acted.current = { control, list, index };
  }

  /** Closes the question, focus back on the control that asked it. */
  function answer(ask: TeamMemberListQuestion, member: TeamMember, confirmed: boolean) {
    if (confirmed && busyMemberId === member.id) return;
    const control = acted.current?.control;
    setQuestion(null);
    control?.focus();
    if (!confirmed) return;
    if (ask === 'owner') onRoleChange?.(member.id, 'owner');
    else onRemove?.(member.id);
  }

  function handleQuestionKeyDown(
    event: KeyboardEvent<HTMLDivElement>,
    ask: TeamMemberListQuestion,
    member: TeamMember,
  ) {
    if (event.key !== 'Escape') return;
    // Escape answers the row's question only, not a dialog the list may sit in.
    event.stopPropagation();
    answer(ask, member, false);
  }

  return (
    <div css={styles.root} className={className}>
      {/* Mounted before anything goes wrong, so a refusal is announced when it appears. */}
      <InlineAlertRegion css={styles.alert}>{refusal}</InlineAlertRegion>
      {/* Focus lands on the list (tabIndex -1) when the control just used goes and no row takes its place. */}
      <ul ref={membersRef} tabIndex={-1} css={styles.list} aria-label={label}>
        {members.map((member, index) => {
          const busy = busyMemberId === member.id;
          const manageable = canManage && !member.you;
          const rowQuestion = asked?.memberId === member.id ? asked.ask : null;
          return (
            <li key={member.id} css={styles.row} data-busy={busy || undefined} aria-busy={busy || undefined}>
              <div css={styles.text}>
                <p css={styles.name}>
                  {member.name}
                  {member.you ? <span css={styles.you}> {TEXT.you}</span> : null}
                </p>
                <p css={styles.email}>{member.email}</p>
              </div>
              <div css={styles.controls}>
                {busy ? <Spinner css={styles.spinner} tone="accent" /> : null}
                {manageable && onRoleChange ? (
                  <Select
                    css={styles.role}
                    size="sm"
                    label={TEXT.roleLabel(member.name)}
                    value={member.role}
                    // aria-disabled rather than disabled: focus stays on the select while its change runs.
                    aria-disabled={busy || undefined}
                    onChange={(event) => {
                      const next = event.target.value as TeamRole;
                      if (busy || next === member.role) return;
                      remember(event.currentTarget, 'members', index);
                      // One owner: making another the owner makes the viewer a purchaser, so it is asked first.
                      // The select keeps showing the member's role until the app passes the new one.
                      if (next === 'owner') setQuestion({ ask: 'owner', memberId: member.id });
                      else onRoleChange(member.id, next);
                    }}
                  >
                    {TEAM_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {TEAM_ROLE_LABELS[role]}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <span css={styles.roleText}>{TEAM_ROLE_LABELS[member.role]}</span>
                )}
                {manageable && onRemove ? (
                  <Button
                    variant="danger"
                    aria-label={TEXT.removeLabel(member.name)}
                    aria-disabled={busy || undefined}
                    onClick={(event) => {
                      if (busy) return;
                      remember(event.currentTarget, 'members', index);
                      setQuestion({ ask: 'remove', memberId: member.id });
                    }}
                  >
                    {TEXT.remove}
                  </Button>
                ) : null}
              </div>
              {rowQuestion ? (
                // Escape bubbles up from the question's buttons; the group only listens for it.
                // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
                <div
                  role="group"
                  aria-labelledby={questionId}
                  css={styles.question}
                  data-question={rowQuestion}
                  onKeyDown={(event) => handleQuestionKeyDown(event, rowQuestion, member)}
                >
                  <p id={questionId} css={styles.questionText}>
                    {rowQuestion === 'owner'
                      ? TEXT.ownerQuestion(member.name)
                      : TEXT.removeQuestion(member.name)}
                  </p>
                  <div css={styles.questionActions}>
                    <Button onClick={() => answer(rowQuestion, member, false)}>{TEXT.cancel}</Button>
                    <Button
                      ref={confirmRef}
                      variant={rowQuestion === 'remove' ? 'danger' : 'primary'}
                      aria-disabled={busy || undefined}
                      onClick={() => answer(rowQuestion, member, true)}
                    >
                      {TEXT.confirm}
                    </Button>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {invitations.length > 0 ? (
        <div css={styles.invitations}>
          <p id={invitationsId} css={styles.caption}>
            {TEXT.invitationsLabel}
          </p>
          <ul ref={invitationsRef} css={styles.list} aria-labelledby={invitationsId}>
            {invitations.map((invitation, index) => {
              const busy = busyInvitationId === invitation.id;
              return (
                <li
                  key={invitation.id}
                  css={styles.row}
                  data-busy={busy || undefined}
                  aria-busy={busy || undefined}
                >
                  <div css={styles.text}>
                    <p css={styles.name}>{invitation.email}</p>
                    <p css={styles.email}>
                      {TEXT.invitedBefore}
                      <time dateTime={invitation.expiresAt}>{formatTeamDate(invitation.expiresAt)}</time>
                    </p>
                  </div>
                  <div css={styles.controls}>
                    {busy ? <Spinner css={styles.spinner} tone="accent" /> : null}
                    <span css={styles.roleText}>{TEAM_ROLE_LABELS[invitation.role]}</span>
                    {canManage && onWithdraw ? (
                      <Button
                        variant="danger"
                        aria-label={TEXT.withdrawLabel(invitation.email)}
                        aria-disabled={busy || undefined}
                        onClick={(event) => {
                          if (busy) return;
                          remember(event.currentTarget, 'invitations', index);
                          onWithdraw(invitation.id);
                        }}
                      >
                        {TEXT.withdraw}
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
