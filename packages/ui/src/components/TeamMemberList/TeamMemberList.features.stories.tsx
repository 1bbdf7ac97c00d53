import { TEAM_ROLE_LABELS, type TeamInvitation, type TeamMember, type TeamRole } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { teamInvitationsFixture, teamMembersFixture } from './teamMemberList.fixtures';
import { TEAM_MEMBER_LIST_TEXT as TEXT, TeamMemberList } from '@clipmarket/ui';

const meta = {
  title: 'Components/TeamMemberList/Features',
  component: TeamMemberList,
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  args: {
    members: teamMembersFixture,
    invitations: teamInvitationsFixture,
    canManage: true,
    onRoleChange: fn(),
    onRemove: fn(),
    onWithdraw: fn(),
  },
} satisfies Meta<typeof TeamMemberList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing Purchaser or Member in a row's select sends the member's id and the role at once. */
export const ChangeARole: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: TEXT.roleLabel('Chloé Martin') }),
      TEAM_ROLE_LABELS.purchaser,
    );
    await expect(args.onRoleChange).toHaveBeenCalledOnce();
    await expect(args.onRoleChange).toHaveBeenCalledWith('3', 'purchaser');
  },
};

/**
 * Choosing Owner asks first, in the row: the owner steps down to purchaser. Focus goes to Confirm, and the select
 * shows the member's role until the app passes the new one.
 */
export const MakeOwnerAsks: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: TEXT.roleLabel('Ben Carter') });
    await userEvent.selectOptions(select, TEAM_ROLE_LABELS.owner);
    await expect(args.onRoleChange).not.toHaveBeenCalled();
    const question = canvas.getByRole('group', { name: TEXT.ownerQuestion('Ben Carter') });
    await expect(question).toHaveTextContent('Make Ben Carter the owner? You will become a purchaser.');
    await expect(select).toHaveDisplayValue(TEAM_ROLE_LABELS.purchaser);
    await expect(within(question).getByRole('button', { name: TEXT.confirm })).toHaveFocus();
  },
};

/** Confirm sends Owner for the member, and focus goes back to their select. */
export const MakeOwnerConfirmed: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: TEXT.roleLabel('Ben Carter') });
    await userEvent.selectOptions(select, TEAM_ROLE_LABELS.owner);
    await userEvent.click(canvas.getByRole('button', { name: TEXT.confirm }));
    await expect(args.onRoleChange).toHaveBeenCalledOnce();
    await expect(args.onRoleChange).toHaveBeenCalledWith('2', 'owner');
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(select).toHaveFocus();
  },
};

/** Escape (or Cancel) puts the question away, sends nothing and gives focus back to the select. */
export const MakeOwnerCancelled: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: TEXT.roleLabel('Chloé Martin') });
    await userEvent.selectOptions(select, TEAM_ROLE_LABELS.owner);
    await expect(canvas.getByRole('group')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(select).toHaveFocus();
    await expect(select).toHaveDisplayValue(TEAM_ROLE_LABELS.member);

    await userEvent.selectOptions(select, TEAM_ROLE_LABELS.owner);
    await userEvent.click(canvas.getByRole('button', { name: TEXT.cancel }));
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(select).toHaveFocus();
    await expect(args.onRoleChange).not.toHaveBeenCalled();
  },
};

/** Remove asks first, in the row, in the danger tone; Confirm sends the member's id. */
export const RemoveAsks: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const remove = canvas.getByRole('button', { name: TEXT.removeLabel('Chloé Martin') });
    await userEvent.click(remove);
    await expect(args.onRemove).not.toHaveBeenCalled();
    const question = canvas.getByRole('group', { name: TEXT.removeQuestion('Chloé Martin') });
    await expect(question).toHaveTextContent('Remove Chloé Martin? They lose access to the team at once.');
    const confirm = within(question).getByRole('button', { name: TEXT.confirm });
    await expect(confirm).toHaveFocus();
  },
};

/** Confirm removes: the member's id is sent once, the question goes, and focus is back on Remove. */
export const RemoveConfirmed: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    const remove = canvas.getByRole('button', { name: TEXT.removeLabel('Chloé Martin') });
    await userEvent.click(remove);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith('3');
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(remove).toHaveFocus();
  },
};

/** Cancel removes nothing; one question at a time, so asking in another row puts the first away. */
export const RemoveCancelled: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    const remove = canvas.getByRole('button', { name: TEXT.removeLabel('Ben Carter') });
    await userEvent.click(remove);
    await userEvent.click(canvas.getByRole('button', { name: TEXT.cancel }));
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(remove).toHaveFocus();

    await userEvent.click(remove);
    await userEvent.click(canvas.getByRole('button', { name: TEXT.removeLabel('Chloé Martin') }));
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await expect(canvas.getByRole('group')).toHaveAccessibleName(TEXT.removeQuestion('Chloé Martin'));
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** Withdraw sends the invitation's id at once: a new invitation is quick to send. */
export const WithdrawAnInvitation: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: TEXT.withdrawLabel('eli.freelance@mail.example') }),
    );
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
    await expect(args.onWithdraw).toHaveBeenCalledWith('7');
  },
};

/**
 * A member's change running: the row is busy, its select and Remove ignore presses (and keep focus). The
 * invitation with the same id is not busy: members and invitations are counted apart.
 */
export const MemberBusy: Story = {
  args: { busyMemberId: '2' },
  play: async ({ canvas, args, userEvent }) => {
    const [, ben, chloe] = within(canvas.getByRole('list', { name: TEXT.label })).getAllByRole('listitem');
    await expect(ben).toHaveAttribute('aria-busy', 'true');
    const select = within(ben!).getByRole('combobox', { name: TEXT.roleLabel('Ben Carter') });
    const remove = within(ben!).getByRole('button', { name: TEXT.removeLabel('Ben Carter') });
    await expect(select).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.selectOptions(select, TEAM_ROLE_LABELS.member);
    await userEvent.click(remove);
    await expect(args.onRoleChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(select).toHaveDisplayValue(TEAM_ROLE_LABELS.purchaser);

    await expect(chloe).not.toHaveAttribute('aria-busy');
    const [dana] = within(canvas.getByRole('list', { name: TEXT.invitationsLabel })).getAllByRole('listitem');
    await expect(dana).not.toHaveAttribute('aria-busy');
  },
};

/** An invitation being withdrawn: its row is busy and Withdraw ignores presses. */
export const InvitationBusy: Story = {
  tags: ['!visual'],
  args: { busyInvitationId: '7' },
  play: async ({ canvas, args, userEvent }) => {
    const withdraw = canvas.getByRole('button', { name: TEXT.withdrawLabel('eli.freelance@mail.example') });
    await expect(withdraw.closest('li')).toHaveAttribute('aria-busy', 'true');
    await expect(withdraw).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(withdraw);
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};

/** Without a callback its control is not shown: a page that cannot withdraw shows no Withdraw. */
export const OnlyTheGivenActions: Story = {
  tags: ['!visual'],
  args: { onWithdraw: undefined, onRoleChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
  },
};

/** At desktop width a row's role and Remove stand at its end, beside the name and address. */
export const Desktop: Story = {
  // No visual reference: Default's picture is at desktop width.
  tags: ['!visual'],
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: TEXT.roleLabel('Ben Carter') });
    const name = canvas.getByText('ben.carter@northwind.example');
    await expect(select.getBoundingClientRect().left).toBeGreaterThan(name.getBoundingClientRect().right);
  },
};

/** The team page as the app holds it: a change applies when the callback is called. */
function TeamFlow({
  members: initialMembers,
  invitations: initialInvitations,
}: {
  members: readonly TeamMember[];
  invitations: readonly TeamInvitation[];
}) {
  const [members, setMembers] = useState(initialMembers);
  const [invitations, setInvitations] = useState(initialInvitations);
  const viewer = members.find((member) => member.you);
  return (
    <TeamMemberList
      members={members}
      invitations={invitations}
      canManage={viewer?.role === 'owner'}
      onRoleChange={(id, role: TeamRole) =>
        setMembers((current) =>
          current.map((member) => {
            if (member.id === id) return { ...member, role };
            // A new owner makes the old one a purchaser.
            return role === 'owner' && member.role === 'owner' ? { ...member, role: 'purchaser' } : member;
          }),
        )
      }
      onRemove={(id) => setMembers((current) => current.filter((member) => member.id !== id))}
      onWithdraw={(id) => setInvitations((current) => current.filter((invitation) => invitation.id !== id))}
    />
  );
}

/**
 * Remove and Withdraw from the keyboard. Focus never drops to the page: it moves to the row that takes the gone
 * one's place, and to the members list after the last invitation.
 */
export const KeyboardRemove: Story = {
  tags: ['!visual'],
  render: () => <TeamFlow members={teamMembersFixture} invitations={teamInvitationsFixture} />,
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: TEXT.removeLabel('Ben Carter') }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('Ben Carter')).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: TEXT.roleLabel('Chloé Martin') })).toHaveFocus();

    canvas.getByRole('button', { name: TEXT.withdrawLabel('dana@northwind.example') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('button', { name: TEXT.withdrawLabel('eli.freelance@mail.example') }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('list', { name: TEXT.invitationsLabel })).not.toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: TEXT.label })).toHaveFocus();
  },
};

/** Handing the team over: once the viewer is no longer the owner their controls go, and focus goes to the list. */
export const HandOver: Story = {
  tags: ['!visual'],
  render: () => <TeamFlow members={teamMembersFixture} invitations={[]} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: TEXT.roleLabel('Chloé Martin') }),
      TEAM_ROLE_LABELS.owner,
    );
    await userEvent.click(canvas.getByRole('button', { name: TEXT.confirm }));
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    const [ana, , chloe] = canvas.getAllByRole('listitem');
    await expect(ana).toHaveTextContent(TEAM_ROLE_LABELS.purchaser);
    await expect(chloe).toHaveTextContent(TEAM_ROLE_LABELS.owner);
    await expect(canvas.getByRole('list', { name: TEXT.label })).toHaveFocus();
  },
};
