// Team accounts in the app (issue 33, item 1; ADR 92): creating a team, the owner's members, invitations and
// role changes, a member's read-only view with the colleagues' playlists, and the page an invitation mail links
// to, for the invited account, another account and a visitor.
import { TEAM_MESSAGES, TEAM_ROLE_LABELS } from '@clipmarket/core';
import {
  authHandlers,
  commerceHandlers,
  invitationPreviewFixture,
  MOCK_INVITATION_TOKEN,
  MOCK_USED_INVITATION_TOKEN,
  teamHandlers,
} from '@clipmarket/mocks';
import {
  CREATE_TEAM_FORM_TEXT as CREATE,
  TEAM_INVITATION_CARD_TEXT as CARD,
  TEAM_INVITE_FORM_TEXT as INVITE,
  TEAM_MEMBER_LIST_TEXT as LIST,
} from '@clipmarket/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { TEAM_COPY } from './teamCopy';

/** The page's code and the session check come first: the first look waits longer. */
const FIRST_PAINT = { timeout: 5_000 };

/** Records each call to the team, then lets the handlers answer it. */
function spy() {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const handler = http.all('/api/user/team*', async ({ request }) => {
    const text = await request.clone().text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
  });
  return { sent, handlers: [handler] as HttpHandler[] };
}

const signedIn = (teams: HttpHandler[], spies: HttpHandler[] = []) => ({
  handlers: { auth: authHandlers.signedIn(), teams: [...spies, ...teams] },
  persisted: signedInBefore,
});

describe('the team page', () => {
  it('creates a team from the name given, and then offers to invite', async () => {
    const calls = spy();
    await renderApp('/account/team', signedIn(teamHandlers.none(), calls.handlers));
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: CREATE.name }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: CREATE.submit }));
    expect(await screen.findByText(TEAM_MESSAGES.nameEmpty)).toBeVisible();
    expect(calls.sent.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(name, 'Northwind Media');
    await user.click(screen.getByRole('button', { name: CREATE.submit }));
    expect(await screen.findByRole('heading', { name: 'Northwind Media' })).toBeVisible();
    expect(calls.sent.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Northwind Media' });
    expect(screen.getByRole('heading', { name: INVITE.title })).toBeVisible();
    expect(screen.getByText(TEAM_COPY.yourRole(TEAM_ROLE_LABELS.owner))).toBeVisible();
  });

  it("lets the owner invite a colleague, and says the server's refusal where the form is", async () => {
    const calls = spy();
    await renderApp('/account/team', signedIn(teamHandlers.owner(), calls.handlers));
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: INVITE.email }, FIRST_PAINT);
    await user.type(email, 'edie@northwind.example');
    await user.click(screen.getByRole('button', { name: INVITE.submit }));
    expect(await screen.findByText(TEAM_MESSAGES.alreadyInvited)).toBeVisible();
    expect(email).toHaveValue('edie@northwind.example');

    await user.clear(email);
    await user.type(email, 'nina@northwind.example');
    await user.click(screen.getByRole('radio', { name: new RegExp(TEAM_ROLE_LABELS.purchaser) }));
    await user.click(screen.getByRole('button', { name: INVITE.submit }));
    expect(
      await screen.findByText(/nina@northwind\.example/, { selector: '[role="status"] *' }),
    ).toBeVisible();
    const sent = calls.sent.filter((c) => c.path === '/api/user/team/invitations' && c.method === 'POST');
    expect(sent.at(-1)?.body).toEqual({ email: 'nina@northwind.example', role: 'purchaser' });
    // The new invitation is listed with the others, to withdraw.
    expect(
      await screen.findByRole('button', { name: LIST.withdrawLabel('nina@northwind.example') }),
    ).toBeVisible();
  });

  it('removes a member only after the owner confirms', async () => {
    const calls = spy();
    await renderApp('/account/team', signedIn(teamHandlers.owner(), calls.handlers));
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: /team members/i }, FIRST_PAINT);
    const milo = within(list).getByText('Milo Editor').closest('li')!;
    await user.click(within(milo).getByRole('button', { name: LIST.removeLabel('Milo Editor') }));
    expect(within(milo).getByText(LIST.removeQuestion('Milo Editor'))).toBeVisible();
    expect(calls.sent.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(within(milo).getByRole('button', { name: LIST.confirm }));
    expect(await screen.findByText(TEAM_COPY.removed('Milo Editor'))).toBeVisible();
    expect(calls.sent.find((c) => c.method === 'DELETE')?.path).toBe('/api/user/team/members/3');
    await waitFor(() => expect(within(list).queryByText('Milo Editor')).toBeNull());
  });

  it("shows a member the team without the owner's controls, and opens a colleague's playlist", async () => {
    await renderApp('/account/team', signedIn(teamHandlers.member()));
    const list = await screen.findByRole('list', { name: /team members/i }, FIRST_PAINT);
    expect(within(list).queryByRole('button')).toBeNull();
    expect(within(list).queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('heading', { name: INVITE.title })).toBeNull();
    expect(screen.getByText(TEAM_COPY.yourRole(TEAM_ROLE_LABELS.member))).toBeVisible();
    const playlist = screen.getByRole('link', { name: /Storms for the reel/ });
    expect(playlist).toHaveAttribute(
      'href',
      '/licensing/account/team/lists/6a1d8f1f-9d63-4a1c-8e4d-2d2e9a2b3c4d',
    );
    expect(screen.queryByRole('link', { name: /Promo shortlist/ })).toBeNull();
  });

  it('offers to try again when the team cannot be read', async () => {
    await renderApp('/account/team', signedIn(teamHandlers.failing()));
    expect(await screen.findByText(TEAM_COPY.loadFailed, {}, FIRST_PAINT)).toBeVisible();
    expect(screen.getByRole('button', { name: TEAM_COPY.retry })).toBeVisible();
  });
});

describe('the invitation page', () => {
  it('lets the invited account join, and takes it to its team', async () => {
    const calls = spy();
    await renderApp(
      `/team/join?token=${MOCK_INVITATION_TOKEN}`,
      signedIn(teamHandlers.none(), calls.handlers),
    );
    const user = userEvent.setup();
    const join = await screen.findByRole('button', { name: CARD.join('Northwind Media') }, FIRST_PAINT);
    await user.click(join);
    expect(await screen.findByText(TEAM_COPY.invitation.joined('Northwind Media'))).toBeVisible();
    expect(calls.sent.find((c) => c.path === '/api/user/team/join')?.body).toEqual({
      token: MOCK_INVITATION_TOKEN,
    });
    expect(await screen.findByRole('heading', { name: TEAM_COPY.heading, level: 1 })).toBeVisible();
    expect(window.location.pathname).toBe('/licensing/account/team');
  });

  it('says an invitation was used, and offers nothing to accept', async () => {
    await renderApp(`/team/join?token=${MOCK_USED_INVITATION_TOKEN}`, signedIn(teamHandlers.none()));
    expect(await screen.findByText(TEAM_MESSAGES.invitationUsed, {}, FIRST_PAINT)).toBeVisible();
    expect(screen.queryByRole('button', { name: /join/i })).toBeNull();
  });

  it('signs out an account of another address before it signs in with the invited one', async () => {
    const other = http.get('/api/team-invitation', () =>
      HttpResponse.json({ ...invitationPreviewFixture(), email: 'edie@northwind.example' }),
    );
    await renderApp(`/team/join?token=${MOCK_INVITATION_TOKEN}`, signedIn(teamHandlers.none(), [other]));
    const user = userEvent.setup();
    expect(await screen.findByText(TEAM_MESSAGES.invitationOtherAddress, {}, FIRST_PAINT)).toBeVisible();
    expect(screen.queryByRole('button', { name: /join/i })).toBeNull();
    await user.click(screen.getByRole('link', { name: CARD.signInAs('edie@northwind.example') }));
    await waitFor(() => expect(window.location.pathname).toBe('/licensing/login'));
    expect(new URLSearchParams(window.location.search).get('next')).toBe(
      `/licensing/team/join?token=${MOCK_INVITATION_TOKEN}`,
    );
    expect(await screen.findByRole('button', { name: /log in/i })).toBeVisible();
  });

  it('asks a visitor to sign in or register, each coming back to the invitation', async () => {
    await renderApp(`/team/join?token=${MOCK_INVITATION_TOKEN}`, {
      handlers: { teams: teamHandlers.none() },
    });
    const signIn = await screen.findByRole('link', { name: CARD.signIn }, FIRST_PAINT);
    const back = encodeURIComponent(`/licensing/team/join?token=${MOCK_INVITATION_TOKEN}`);
    expect(signIn.getAttribute('href')).toBe(`/licensing/login?next=${back}`);
    expect(screen.getByRole('link', { name: CARD.register }).getAttribute('href')).toBe(
      `/licensing/register?next=${back}`,
    );
  });
});

describe("a member's cart", () => {
  it('says who licenses for the team instead of offering Check out', async () => {
    await renderApp('/checkout', {
      handlers: {
        auth: authHandlers.signedIn(),
        teams: teamHandlers.member(),
        commerce: commerceHandlers.withLines(),
      },
      persisted: signedInBefore,
    });
    expect(await screen.findByText(TEAM_MESSAGES.checkoutRole, {}, FIRST_PAINT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check out' })).toBeNull();
  });
});
