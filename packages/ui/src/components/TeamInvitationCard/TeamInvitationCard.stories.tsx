import { TEAM_MESSAGES, TEAM_ROLE_DESCRIPTIONS } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import {
  invitationPreviewFixture,
  invitationPreviewLongFixture,
  invitationPreviewMemberFixture,
  invitationRegisterHref,
  invitationSignInHref,
} from './teamInvitationCard.fixtures';
import { TEAM_INVITATION_CARD_TEXT as TEXT, TeamInvitationCard } from '@clipmarket/ui';

const meta = {
  title: 'Components/TeamInvitationCard',
  component: TeamInvitationCard,
  args: {
    preview: invitationPreviewFixture,
    problem: null,
    viewer: 'signed-out',
    status: 'idle',
    error: null,
    signInHref: invitationSignInHref,
    registerHref: invitationRegisterHref,
    linkComponent: StoryLink,
    onAccept: fn(),
  },
  argTypes: {
    viewer: { control: 'inline-radio', options: ['signed-out', 'invitee', 'other'] },
    status: { control: 'inline-radio', options: ['loading', 'idle', 'submitting'] },
    linkComponent: { control: false },
  },
} satisfies Meta<typeof TeamInvitationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor not signed in: the team, who invited which address as what, what the role may do, the last day, and
 * Sign in to accept or Create an account.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Join Northwind Films on Clipmarket' })).toHaveAttribute(
      'data-state',
      'idle',
    );
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Join Northwind Films on Clipmarket',
    );
    await expect(canvas.getByText(/invited/)).toHaveTextContent(
      'Ana Ortiz invited dana@northwind.example as a Purchaser.',
    );
    await expect(canvas.getByText(TEAM_ROLE_DESCRIPTIONS.purchaser)).toBeVisible();
    await expect(canvas.getByText(/works until/)).toHaveTextContent(
      'The invitation works until 12 Dec 2026.',
    );
    await expect(canvas.getByText(/to accept\.$/)).toHaveTextContent(
      'Sign in or create an account with dana@northwind.example to accept.',
    );
    await expect(canvas.getByRole('link', { name: TEXT.signIn })).toHaveAttribute(
      'href',
      invitationSignInHref,
    );
    await expect(canvas.getByRole('link', { name: TEXT.register })).toHaveAttribute(
      'href',
      invitationRegisterHref,
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Signed in with the address it was sent to: Join the team. */
export const Invitee: Story = {
  args: { viewer: 'invitee', preview: invitationPreviewMemberFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/invited/)).toHaveTextContent(
      'Ana Ortiz invited eli.freelance@mail.example as a Member.',
    );
    await expect(canvas.getByText(/works until/)).toHaveTextContent(
      'The invitation works until 13 Dec 2026.',
    );
    await expect(canvas.getByRole('button', { name: TEXT.join('Northwind Films') })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Join running: the button busy, and "Joining Northwind Films…" for screen readers. */
export const Joining: Story = {
  args: { viewer: 'invitee', status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: TEXT.join('Northwind Films') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.joining('Northwind Films'));
  },
};

/** Join refused: the server's message in an alert over the button, which stays to try again. */
export const Refused: Story = {
  args: { viewer: 'invitee', error: TEAM_MESSAGES.inTeam },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEAM_MESSAGES.inTeam);
    await expect(canvas.getByRole('button', { name: TEXT.join('Northwind Films') })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** Signed in with another address: it cannot be accepted here; sign in with the address it was sent to. */
export const OtherAddress: Story = {
  args: { viewer: 'other' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEAM_MESSAGES.invitationOtherAddress);
    await expect(canvas.getByRole('link', { name: 'Sign in as dana@northwind.example' })).toHaveAttribute(
      'href',
      invitationSignInHref,
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** An invitation that has expired (or was used, or withdrawn): why, in its place, and nothing to accept. */
export const Expired: Story = {
  args: { viewer: 'invitee', preview: null, problem: TEAM_MESSAGES.invitationExpired },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: TEXT.titleUnavailable })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(TEAM_MESSAGES.invitationExpired);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The invitation being read: a spinner and "Loading the invitation…". */
export const Loading: Story = {
  args: { preview: null, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: TEXT.titleUnavailable })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.loading);
  },
};

/** On a phone, a long team name and address wrap, and the links fill the card one under the other. */
export const LongOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { preview: invitationPreviewLongFixture },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const signIn = canvas.getByRole('link', { name: TEXT.signIn });
    const register = canvas.getByRole('link', { name: TEXT.register });
    await expect(register.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      signIn.getBoundingClientRect().bottom,
    );
  },
};

/** Signed in with another, long address on a phone: "Sign in as …" wraps inside its button. */
export const OtherAddressOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { viewer: 'other', preview: invitationPreviewLongFixture },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region');
    const link = canvas.getByRole('link', { name: /^Sign in as/ });
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};

/** Every prop as a control: switch `viewer` and `status`, write a `problem` or an `error`. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
