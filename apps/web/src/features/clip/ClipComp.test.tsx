// The clip page's comp (ADR 83): "Download comp" beside "License this clip" for any signed-in buyer, licensed
// or not, a sign-in for a visitor, and nothing where the server makes no comps.
import { displayTitle } from '@clipmarket/core';
import {
  AUTH_MOCK_PASSWORD,
  authHandlers,
  commerceHandlers,
  downloadHandlers,
  HISTORY_MOCK_USERNAME,
  videoDocumentFixture,
} from '@clipmarket/mocks';
import { VIDEO_DETAILS_TEXT } from '@clipmarket/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '@clipmarket/core/routes';
import { describe, expect, it } from 'vitest';
import { CLIP_COPY } from './copy';
import { renderApp, signedInBefore } from '../../test/renderApp';

const FIRST_PAINT = { timeout: 5_000 };
const video = videoDocumentFixture;
const title = displayTitle(video);

/** The clip's actions row (licence, download, comp, save). */
async function actions() {
  const heading = await screen.findByRole('heading', { level: 1, name: title }, FIRST_PAINT);
  return within(heading.closest('article')!).getByRole('group', { name: VIDEO_DETAILS_TEXT.actions });
}

describe('a clip’s comp', () => {
  it('is offered to a signed-in buyer without a licence beside "License this clip", as a link that saves it', async () => {
    await renderApp(`/view/${video.jmId}`, {
      handlers: {
        auth: authHandlers.signedIn(),
        commerce: commerceHandlers.empty(),
        downloads: downloadHandlers.comps(),
      },
      persisted: signedInBefore,
    });
    const row = await actions();
    const comp = await within(row).findByRole('link', { name: VIDEO_DETAILS_TEXT.comp }, FIRST_PAINT);
    expect(comp).toHaveAttribute('href', `/api/user/licensing/videos/${video.jmId}/comp`);
    expect(comp).toHaveAttribute('download');
    expect(comp).toHaveAccessibleDescription(VIDEO_DETAILS_TEXT.compHint);
    const licence = within(row).getByRole('button', { name: 'License this clip' });
    expect(licence.compareDocumentPosition(comp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A comp is not the licensed footage: no "Download" of the master is offered without a licence.
    expect(within(row).queryByRole('link', { name: VIDEO_DETAILS_TEXT.download })).toBeNull();
  });

  it('asks a visitor to log in over the clip, and is a link once they have', async () => {
    await renderApp(`/view/${video.jmId}`, { handlers: { downloads: downloadHandlers.comps() } });
    const offer = await within(await actions()).findByRole(
      'button',
      { name: VIDEO_DETAILS_TEXT.comp },
      FIRST_PAINT,
    );
    await userEvent.click(offer);
    const dialog = await screen.findByRole('dialog', {}, FIRST_PAINT);
    expect(within(dialog).getByText(CLIP_COPY.compLogIn)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('E-mail'), HISTORY_MOCK_USERNAME);
    await userEvent.type(within(dialog).getByLabelText('Password'), AUTH_MOCK_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const comp = await within(await actions()).findByRole(
      'link',
      { name: VIDEO_DETAILS_TEXT.comp },
      FIRST_PAINT,
    );
    expect(comp).toHaveAttribute('href', `/api/user/licensing/videos/${video.jmId}/comp`);
    expect(window.location.pathname).toBe(`/licensing/view/${video.jmId}`);
  });

  it('is not offered where the server makes no comps', async () => {
    let asked = false;
    const noComps = http.get(routes.compsEndpoint.path, () => {
      asked = true;
      return HttpResponse.json({ available: false });
    });
    await renderApp(`/view/${video.jmId}`, {
      handlers: {
        auth: authHandlers.signedIn(),
        commerce: commerceHandlers.empty(),
        downloads: [noComps, ...downloadHandlers.noComps()],
      },
      persisted: signedInBefore,
    });
    expect(
      await within(await actions()).findByRole('button', { name: 'License this clip' }, FIRST_PAINT),
    ).toBeVisible();
    await waitFor(() => expect(asked).toBe(true), FIRST_PAINT);
    expect(screen.queryByRole('link', { name: VIDEO_DETAILS_TEXT.comp })).toBeNull();
    expect(screen.queryByRole('button', { name: VIDEO_DETAILS_TEXT.comp })).toBeNull();
  });
});
