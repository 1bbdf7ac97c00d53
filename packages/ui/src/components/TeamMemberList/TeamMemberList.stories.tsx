import { TEAM_MESSAGES, TEAM_ROLE_LABELS } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  teamInvitationsFixture,
  teamInvitationsLongFixture,
  teamMembersAsPurchaserFixture,
  teamMembersFixture,
  teamMembersLongFixture,
} from './teamMemberList.fixtures';
import { TEAM_MEMBER_LIST_TEXT as TEXT, TeamMemberList } from '@clipmarket/ui';

const meta = {
  title: 'Components/TeamMemberList',
  component: TeamMemberList,
  args: {
    members: teamMembersFixture,
    invitations: teamInvitationsFixture,
    canManage: true,
    busyMemberId: null,
    busyInvitationId: null,
    error: null,
    onRoleChange: fn(),
    onRemove: fn(),
    onWithdraw: fn(),
  },
} satisfies Meta<typeof TeamMemberList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The owner's view: three members, the owner's own row marked "(you)" with no controls, a role select and Remove
 * on the others, then two open invitations with their last day and Withdraw.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: TEXT.label });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(/^Ana Ortiz \(you\)ana@northwind\.exampleOwner$/);
    await expect(within(rows[0]!).queryByRole('combobox')).not.toBeInTheDocument();
    await expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    await expect(
      within(rows[1]!).getByRole('combobox', { name: TEXT.roleLabel('Ben Carter') }),
    ).toHaveDisplayValue(TEAM_ROLE_LABELS.purchaser);
    await expect(
      within(rows[1]!).getByRole('button', { name: TEXT.removeLabel('Ben Carter') }),
    ).toBeVisible();

    const invitations = within(canvas.getByRole('list', { name: TEXT.invitationsLabel })).getAllByRole(
      'listitem',
    );
    await expect(invitations).toHaveLength(2);
    await expect(invitations[0]).toHaveTextContent('dana@northwind.example');
    await expect(within(invitations[0]!).getByText('12 Dec 2026')).toHaveAttribute(
      'datetime',
      teamInvitationsFixture[0]!.expiresAt,
    );
    await expect(invitations[0]).toHaveTextContent(TEXT.invited(teamInvitationsFixture[0]!.expiresAt));
    await expect(within(invitations[0]!).getByText(TEAM_ROLE_LABELS.purchaser)).toBeVisible();
    await expect(
      within(invitations[0]!).getByRole('button', { name: TEXT.withdrawLabel('dana@northwind.example') }),
    ).toBeVisible();
  },
};

/** A purchaser's (or member's) view: names, addresses and roles, nothing to change, and no invitations. */
export const ReadOnly: Story = {
  args: { members: teamMembersAsPurchaserFixture, invitations: [], canManage: false },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows[1]).toHaveTextContent(/^Ben Carter \(you\)/);
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(within(rows[0]!).getByText(TEAM_ROLE_LABELS.owner)).toBeVisible();
    // No invitations: no list of them, and no caption.
    await expect(canvas.getAllByRole('list')).toHaveLength(1);
    await expect(canvas.queryByText(TEXT.invitationsLabel)).not.toBeInTheDocument();
  },
};

/** The owner alone in a new team: their own row, nothing to change. */
export const OwnerAlone: Story = {
  args: { members: [teamMembersFixture[0]!], invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(/\(you\)/);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The server refused the last change: its message in an alert over the list; the rows stay as they were. */
export const Refused: Story = {
  args: { error: TEAM_MESSAGES.ownerStays },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEAM_MESSAGES.ownerStays);
    await expect(canvas.getByRole('combobox', { name: TEXT.roleLabel('Ben Carter') })).toHaveDisplayValue(
      TEAM_ROLE_LABELS.purchaser,
    );
  },
};

/** On a phone long names and addresses wrap, each row in one column, every control on screen. */
export const LongOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { members: teamMembersLongFixture, invitations: teamInvitationsLongFixture },
  play: async ({ canvas, canvasElement }) => {
    const right = canvasElement.getBoundingClientRect().right;
    for (const list of canvas.getAllByRole('list')) {
      await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    }
    for (const control of [...canvas.getAllByRole('combobox'), ...canvas.getAllByRole('button')]) {
      await expect(control).toBeVisible();
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};

/** Every prop as a control: switch `canManage`, mark a row busy, write an `error`, or edit the rows. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
