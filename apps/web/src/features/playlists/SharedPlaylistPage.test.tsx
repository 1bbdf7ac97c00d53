import {
  MESSAGES,
  SHARE_MESSAGES,
  displayTitle,
  fillPath,
  playlistVideosEndpoint,
  teamCommentEndpoint,
} from '@clipmarket/core';
import {
  authHandlers,
  PLAYLIST_SHARE_TOKEN,
  PLAYLIST_UUIDS,
  playlistHandlers,
  playlistReviewHandlers,
  playlistVideoFixtures,
} from '@clipmarket/mocks';
import { CLIP_REVIEW_TEXT, GUEST_IDENTITY_FORM_TEXT } from '@clipmarket/ui';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHARED_COPY } from './copy';
import { REVIEW_COPY, TEAM_COMMENTS_COPY } from './shareCopy';
import { renderApp, signedInBefore } from '../../test/renderApp';

const FIRST_PAINT = { timeout: 5_000 };
const main = () => screen.getByRole('main');
const SHARED_PETS = `/shared/${PLAYLIST_UUIDS.pets}?share=${PLAYLIST_SHARE_TOKEN}`;

/** The playlists' mocks, with the shared playlist's clips refused as the server refuses them (403, 410). */
const refusingClips = (status: number, message: string) => [
  http.get(fillPath(playlistVideosEndpoint.path, { uuid: PLAYLIST_UUIDS.pets }), () =>
    HttpResponse.json({ message, statusCode: status, error: 'Refused' }, { status }),
  ),
  ...playlistHandlers.list(),
];

describe('a shared playlist, opened from its link', () => {
  it('shows a signed-out visitor the clips as a playlist page does, with a way to sign in to save a copy', async () => {
    await renderApp(SHARED_PETS, {
      handlers: { auth: authHandlers.signedOut(), playlists: playlistHandlers.list() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pets' }, FIRST_PAINT)).toBeVisible();
    // The same rows as the owner's page, read only: no Remove, no cart for a visitor without an account.
    await waitFor(() => expect(within(main()).getAllByRole('article')).toHaveLength(3));
    expect(within(main()).queryByRole('button', { name: /^Remove/ })).toBeNull();
    // Not the owner's breadcrumb.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).not.toContain('My lists');
    expect(crumbs.textContent).toContain(SHARED_COPY.breadcrumbHere);
    // Sign in, then come back here.
    const signIn = await screen.findByRole('link', { name: SHARED_COPY.signInToSave });
    const next = new URL(signIn.getAttribute('href')!, 'http://x.test').searchParams.get('next');
    expect(next).toBe(`/licensing${SHARED_PETS}`);
    expect(screen.queryByRole('button', { name: SHARED_COPY.saveCopy })).toBeNull();
  });

  it('lets a signed-in visitor save a copy under a name of their own, with the name rules', async () => {
    await renderApp(SHARED_PETS, {
      handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.list() },
      persisted: signedInBefore,
    });
    await userEvent.click(await screen.findByRole('button', { name: SHARED_COPY.saveCopy }, FIRST_PAINT));
    const dialog = screen.getByRole('dialog', { name: SHARED_COPY.copyDialogTitle });
    const name = within(dialog).getByLabelText(SHARED_COPY.copyNameLabel);
    expect(name).toHaveValue('Pets');
    // The visitor already has a list of that name (the mock's lists are the visitor's).
    await userEvent.click(within(dialog).getByRole('button', { name: SHARED_COPY.saveCopy }));
    expect(await within(dialog).findByText(`Error: ${MESSAGES.listNameNotUnique}`)).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'Pets from Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: SHARED_COPY.saveCopy }));
    expect(await within(main()).findByRole('link', { name: SHARED_COPY.openCopy })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/licensing\/account\/lists\/[0-9a-f-]{36}$/),
    );
    expect(screen.getAllByText(SHARED_COPY.saved('Pets from Ana')).length).toBeGreaterThan(0);
  });

  it('says plainly when the link opens nothing, without sending anyone to sign in', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await renderApp(`/shared/${unknown}?share=${PLAYLIST_SHARE_TOKEN}`, {
      handlers: { auth: authHandlers.signedOut(), playlists: playlistHandlers.list() },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: SHARED_COPY.notFoundHeading }, FIRST_PAINT),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: SHARED_COPY.browse })).toBeVisible();
    expect(window.location.pathname).toBe(`/licensing/shared/${unknown}`);
  });

  it('lets a guest say who they are, then approve a clip and comment on another, with no account', async () => {
    await renderApp(SHARED_PETS, {
      handlers: {
        auth: authHandlers.signedOut(),
        playlists: playlistHandlers.list(),
        playlistReviews: playlistReviewHandlers.none(),
      },
    });
    const form = await screen.findByRole('form', { name: GUEST_IDENTITY_FORM_TEXT.title.open }, FIRST_PAINT);
    // Each clip plays its watermarked preview before anyone says who they are.
    expect(within(main()).getAllByLabelText(/^Watermarked preview of /)).toHaveLength(3);
    await userEvent.type(within(form).getByLabelText(GUEST_IDENTITY_FORM_TEXT.name), 'Ana Ortiz');
    await userEvent.type(within(form).getByLabelText(GUEST_IDENTITY_FORM_TEXT.email), 'ana@client.example');
    await userEvent.click(within(form).getByRole('button', { name: GUEST_IDENTITY_FORM_TEXT.submit.open }));
    expect(await screen.findByText(REVIEW_COPY.reviewingAs('Ana Ortiz', 'ana@client.example'))).toBeVisible();

    const [first, second] = within(main()).getAllByRole('article');
    const approve = within(first!).getByRole('button', { name: /^Approve/ });
    await userEvent.click(approve);
    await waitFor(() => expect(approve).toHaveAttribute('aria-pressed', 'true'));
    expect(within(first!).getByText(CLIP_REVIEW_TEXT.decided.approved)).toBeVisible();
    await userEvent.click(
      within(second!).getByRole('button', { name: new RegExp(`^${CLIP_REVIEW_TEXT.addComment}`) }),
    );
    await userEvent.type(
      within(second!).getByLabelText(CLIP_REVIEW_TEXT.comment),
      'Too dark for the opener.',
    );
    await userEvent.click(within(second!).getByRole('button', { name: CLIP_REVIEW_TEXT.post }));
    expect(
      await within(second!).findByText('Too dark for the opener.', { ignore: 'textarea' }),
    ).toBeVisible();
  });

  it('asks for an e-mail on a link limited to named people, and says where the link went', async () => {
    await renderApp(SHARED_PETS, {
      handlers: {
        auth: authHandlers.signedOut(),
        playlists: refusingClips(403, SHARE_MESSAGES.restricted),
        playlistReviews: playlistReviewHandlers.restricted(),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: REVIEW_COPY.restrictedHeading }, FIRST_PAINT),
    ).toBeVisible();
    expect(within(main()).queryByRole('article')).toBeNull();
    const form = screen.getByRole('form', { name: GUEST_IDENTITY_FORM_TEXT.title.restricted });
    await userEvent.type(within(form).getByLabelText(GUEST_IDENTITY_FORM_TEXT.name), 'Bo');
    await userEvent.type(within(form).getByLabelText(GUEST_IDENTITY_FORM_TEXT.email), 'bo@client.example');
    await userEvent.click(
      within(form).getByRole('button', { name: GUEST_IDENTITY_FORM_TEXT.submit.restricted }),
    );
    expect(await screen.findByText(GUEST_IDENTITY_FORM_TEXT.sent.before, { exact: false })).toHaveTextContent(
      GUEST_IDENTITY_FORM_TEXT.sentMessage('bo@client.example'),
    );
  });

  it('says a link that was turned off no longer works, and shows nothing of the playlist', async () => {
    await renderApp(SHARED_PETS, {
      handlers: {
        auth: authHandlers.signedOut(),
        playlists: refusingClips(410, SHARE_MESSAGES.revoked),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: REVIEW_COPY.linkGoneHeading }, FIRST_PAINT),
    ).toBeVisible();
    expect(screen.getByText(SHARE_MESSAGES.revoked)).toBeVisible();
    expect(within(main()).queryByRole('article')).toBeNull();
    expect(within(main()).queryByText('Pets')).toBeNull();
  });
});

describe("a colleague's playlist, opened from the team page", () => {
  const PETS = PLAYLIST_UUIDS.pets;
  /** The server's answer to a member of the owner's team: the clips, read only, no link needed. */
  const asColleague = [
    http.get(fillPath(playlistVideosEndpoint.path, { uuid: PETS }), () => {
      const rows = playlistVideoFixtures[PETS]!;
      return HttpResponse.json({
        data: rows,
        total: rows.length,
        playlist: { uuid: PETS, name: 'Pets', description: null, videoCount: rows.length, canModify: false },
      });
    }),
    ...playlistHandlers.list(),
  ];

  it('shows each clip with what the team said on it, and posts a comment of the member’s own', async () => {
    const sent: unknown[] = [];
    const spy = http.post(fillPath(teamCommentEndpoint.path, { uuid: PETS }), async ({ request }) => {
      sent.push(await request.clone().json());
    });
    await renderApp(`/account/team/lists/${PETS}`, {
      handlers: {
        auth: authHandlers.signedIn(),
        playlists: asColleague,
        playlistReviews: [spy, ...playlistReviewHandlers.reviewed()],
      },
      persisted: signedInBefore,
    });
    expect(await screen.findByText(SHARED_COPY.teamReadOnly, {}, FIRST_PAINT)).toBeVisible();
    const [first, second] = within(main()).getAllByRole('article');
    const [firstClip, secondClip] = playlistVideoFixtures[PETS]!;
    // A colleague comments; nobody on the team approves or rejects, and no guest panel asks who they are.
    expect(within(main()).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.queryByRole('form', { name: GUEST_IDENTITY_FORM_TEXT.title.open })).toBeNull();
    const thread = await within(first!).findByRole('list', {
      name: CLIP_REVIEW_TEXT.teamCommentsLabel(displayTitle(firstClip!)),
    });
    expect(within(thread).getByText('Olive Hart')).toBeVisible();
    expect(within(thread).getByText('Strong opener. Check the clearance before we pitch it.')).toBeVisible();

    await userEvent.click(
      within(second!).getByRole('button', { name: new RegExp(`^${CLIP_REVIEW_TEXT.addComment}`) }),
    );
    await userEvent.type(
      within(second!).getByLabelText(CLIP_REVIEW_TEXT.comment),
      'Use this for the teaser.',
    );
    await userEvent.click(within(second!).getByRole('button', { name: CLIP_REVIEW_TEXT.post }));
    const mine = await within(second!).findByRole('list', {
      name: CLIP_REVIEW_TEXT.teamCommentsLabel(displayTitle(secondClip!)),
    });
    expect(within(mine).getByText('Use this for the teaser.')).toBeVisible();
    expect(within(mine).getByText(TEAM_COMMENTS_COPY.you)).toBeVisible();
    expect(sent).toEqual([{ jmId: secondClip!.jmId, comment: 'Use this for the teaser.' }]);
  });
});
