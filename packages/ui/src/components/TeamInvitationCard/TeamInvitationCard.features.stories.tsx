import { TEAM_MESSAGES, UI_PAGE_LINKS } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { invitationPreviewFixture, invitationSignInHref } from './teamInvitationCard.fixtures';
import { TEAM_INVITATION_CARD_TEXT as TEXT, TeamInvitationCard } from '@clipmarket/ui';

const meta = {
  title: 'Components/TeamInvitationCard/Features',
  component: TeamInvitationCard,
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs', '!visual'],
  args: {
    preview: invitationPreviewFixture,
    viewer: 'invitee',
    signInHref: invitationSignInHref,
    linkComponent: StoryLink,
    onAccept: fn(),
  },
  argTypes: { linkComponent: { control: false } },
} satisfies Meta<typeof TeamInvitationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Join calls `onAccept` once; the card says first what joining shares with the team. */
export const Accept: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(TEXT.shared)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: TEXT.join('Northwind Films') }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

/** While Join runs a second press (or Enter) does nothing, and focus stays on the button. */
export const NoSecondAccept: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas, args, userEvent }) => {
    const join = canvas.getByRole('button', { name: TEXT.join('Northwind Films') });
    await expect(join).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(join);
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(join).toHaveFocus();
  },
};

/** Without `registerHref`, Create an account goes to the app's register page (the provider's `links.register`). */
export const RegisterFromProvider: Story = {
  args: { viewer: 'signed-out', registerHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: TEXT.register })).toHaveAttribute(
      'href',
      UI_PAGE_LINKS.register,
    );
  },
};

/** The links render with the app's link component: a click goes through it (the stories' one stays on the page). */
export const LinksThroughTheRouter: Story = {
  args: { viewer: 'signed-out', linkComponent: StoryLink },
  play: async ({ canvas, userEvent }) => {
    const signIn = canvas.getByRole('link', { name: TEXT.signIn });
    await userEvent.click(signIn);
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('data-variant', 'primary');
    await expect(canvas.getByRole('link', { name: TEXT.register })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
  },
};

/** A problem wins over the preview: the app may hold both after Join was refused as used or expired. */
export const ProblemOverPreview: Story = {
  args: { problem: TEAM_MESSAGES.invitationUsed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-state', 'unavailable');
    await expect(canvas.getByRole('status')).toHaveTextContent(TEAM_MESSAGES.invitationUsed);
    await expect(canvas.queryByText(/invited/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** No preview and no problem, once loaded: the link was not one the server knows. */
export const NoPreview: Story = {
  args: { preview: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(TEAM_MESSAGES.invitationInvalid);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A withdrawn invitation: the server's words in the status box, whatever the viewer. */
export const Withdrawn: Story = {
  args: { preview: null, problem: TEAM_MESSAGES.invitationWithdrawn },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(TEAM_MESSAGES.invitationWithdrawn);
  },
};

/** Under the page's own h2 the card's heading is an h3. */
export const HeadingLevel: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Join Northwind Films on Clipmarket',
    );
  },
};
