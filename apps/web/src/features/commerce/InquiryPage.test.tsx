import { INQUIRY_SERVER_MESSAGES } from '@clipmarket/core';
import {
  authHandlers,
  defaultInquiryState,
  inquiryHandlers,
  inquiryInvalidErrorFixture,
  profileFixtures,
  videoFixtures,
} from '@clipmarket/mocks';
import { INQUIRY_FORM_TEXT as TEXT } from '@clipmarket/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { INQUIRY_PAGE_COPY, inquiryAbout } from './InquiryPage';

const L = TEXT.labels;
const FIRST_PAINT = { timeout: 5_000 };
const { cleared, inquire, editorialOnly } = videoFixtures;

/** Fills every required field the way a visitor types them. */
async function fillRequired(user = userEvent.setup()) {
  await user.type(await screen.findByRole('textbox', { name: L.firstName }, FIRST_PAINT), 'Ada');
  await user.type(screen.getByRole('textbox', { name: L.lastName }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: L.email }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: L.companyName }), 'Analytical Engines Ltd');
  await user.type(screen.getByRole('textbox', { name: L.country }), 'United Kingdom');
  await user.click(screen.getByRole('checkbox', { name: L.mediaUsageDigital }));
  await user.type(screen.getByRole('textbox', { name: L.intent }), 'A spring campaign.');
  return user;
}

const clipList = () => screen.getByRole('heading', { name: TEXT.clips }).parentElement!;
const waitForClips = async () =>
  (await screen.findByRole('heading', { name: TEXT.clips }, FIRST_PAINT)).parentElement!;
/** The page itself (the app's snackbar and toasts have alert regions of their own). */
const main = () => screen.getByRole('main');

describe('the licensing inquiry page', () => {
  it('lists the clips named in the address, by JV# and title, and lets the buyer take one out', async () => {
    const state = defaultInquiryState();
    await renderApp(`/inquiry?clips=${cleared.jmId},${inquire.jmId},${editorialOnly.jmId}`, {
      handlers: { inquiry: inquiryHandlers.accepted(state) },
    });

    await screen.findByRole('heading', { name: TEXT.clips }, FIRST_PAINT);
    expect(await within(clipList()).findByText(cleared.publishingTitle, { exact: false })).toBeVisible();
    expect(within(clipList()).getByText(`JV#${inquire.jmId}`)).toBeVisible();
    expect(within(clipList()).getByText(inquire.publishingTitle, { exact: false })).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: TEXT.removeClipName(`JV#${inquire.jmId}`) }));
    expect(within(clipList()).queryByText(`JV#${inquire.jmId}`)).not.toBeInTheDocument();

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: TEXT.submit }));

    expect(await screen.findByRole('heading', { name: TEXT.sentTitle })).toBeVisible();
    expect(state.inquiries[0]!.payload.cart).toEqual([cleared.jmId, editorialOnly.jmId]);
  });

  it('sends the inquiry and shows the thanks with the reference, focused', async () => {
    await renderApp(`/inquiry?clips=${cleared.jmId}`, { handlers: { inquiry: inquiryHandlers.accepted() } });

    const user = await fillRequired();
    await user.click(screen.getByRole('button', { name: TEXT.submit }));

    const thanks = await screen.findByRole('heading', { name: TEXT.sentTitle });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText(TEXT.sentReference('INQ-4F2A91'))).toBeVisible();
    expect(screen.getByText(TEXT.sentBody('ada@example.com'))).toBeVisible();
    // The thanks are in view, not under the sticky header or below the fold.
    const box = thanks.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  });

  it('marks each field the server refused with its message, keeping what was typed', async () => {
    await renderApp('/inquiry', { handlers: { inquiry: inquiryHandlers.rejected() } });

    const user = await fillRequired();
    await user.click(screen.getByRole('button', { name: TEXT.submit }));

    expect(await within(main()).findByRole('alert')).toHaveTextContent(TEXT.serverFieldErrors);
    // The server writes `field: message`; the message may hold ': ' itself.
    const [email, country] = inquiryInvalidErrorFixture.messages!.map((line) =>
      line.slice(line.indexOf(': ') + 2),
    );
    expect(screen.getByRole('textbox', { name: L.email })).toHaveAccessibleDescription(email!);
    expect(screen.getByRole('textbox', { name: L.country })).toHaveAccessibleDescription(country!);
    await waitFor(() => expect(screen.getByRole('group', { name: TEXT.summaryTitle })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: L.firstName })).toHaveValue('Ada');
  });

  it('says the server’s message when an address has sent too many inquiries', async () => {
    await renderApp('/inquiry', { handlers: { inquiry: inquiryHandlers.tooMany() } });

    const user = await fillRequired();
    await user.click(screen.getByRole('button', { name: TEXT.submit }));

    expect(await within(main()).findByRole('alert')).toHaveTextContent(INQUIRY_SERVER_MESSAGES.tooMany);
  });

  it('fills in a signed-in buyer’s name, e-mail and company', async () => {
    const buyer = profileFixtures.buyer;
    await renderApp('/inquiry', {
      handlers: { auth: authHandlers.signedIn('buyer'), inquiry: inquiryHandlers.accepted() },
      persisted: signedInBefore,
    });

    await waitFor(
      () => expect(screen.getByRole('textbox', { name: L.firstName })).toHaveValue(buyer.firstName),
      FIRST_PAINT,
    );
    expect(screen.getByRole('textbox', { name: L.lastName })).toHaveValue(buyer.lastName);
    expect(screen.getByRole('textbox', { name: L.email })).toHaveValue(buyer.email);
    expect(screen.getByRole('textbox', { name: L.companyName })).toHaveValue(buyer.company);
  });

  it('from a clip’s advertising answer, starts the inquiry with the clip, Advertising ticked and the project worded', async () => {
    const state = defaultInquiryState();
    await renderApp(`/inquiry?clips=${cleared.jmId}&about=advertising`, {
      handlers: { auth: authHandlers.signedIn('buyer'), inquiry: inquiryHandlers.accepted(state) },
      persisted: signedInBefore,
    });

    expect(
      await within(await waitForClips()).findByText(cleared.publishingTitle, { exact: false }),
    ).toBeVisible();
    expect(within(clipList()).getByText(`JV#${cleared.jmId}`)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: L.mediaUsageAdvertisement })).toBeChecked();
    expect(screen.getByRole('textbox', { name: L.intent })).toHaveValue(INQUIRY_PAGE_COPY.intent.advertising);
    await waitFor(
      () =>
        expect(screen.getByRole('textbox', { name: L.firstName })).toHaveValue(
          profileFixtures.buyer.firstName,
        ),
      FIRST_PAINT,
    );

    // The signed-in buyer only says where they are: the clip and the project are there already.
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: L.country }), 'Canada');
    await user.click(screen.getByRole('button', { name: TEXT.submit }));

    expect(await screen.findByRole('heading', { name: TEXT.sentTitle })).toBeVisible();
    const [sent] = state.inquiries;
    expect(sent!.payload).toMatchObject({
      cart: [cleared.jmId],
      mediaUsageAdvertisement: true,
      intent: INQUIRY_PAGE_COPY.intent.advertising,
    });
    expect(sent!.clips).toEqual([{ jmId: cleared.jmId, title: cleared.publishingTitle }]);
  });

  it('words the inquiry as a check for a clip whose advertising use must be checked first', async () => {
    await renderApp(`/inquiry?clips=${inquire.jmId}&about=advertisingCheck`, {
      handlers: { inquiry: inquiryHandlers.accepted() },
    });

    expect(await screen.findByRole('textbox', { name: L.intent }, FIRST_PAINT)).toHaveValue(
      INQUIRY_PAGE_COPY.intent.advertisingCheck,
    );
    expect(INQUIRY_PAGE_COPY.intent.advertisingCheck).toMatch(
      /^Please check whether this clip can be licensed/,
    );
    expect(screen.getByRole('checkbox', { name: L.mediaUsageAdvertisement })).toBeChecked();
  });

  it('reads what the inquiry is about from its address, and takes anything else as a plain inquiry', () => {
    expect(inquiryAbout('?clips=1254381&about=advertising')).toBe('advertising');
    expect(inquiryAbout('?about=advertisingCheck')).toBe('advertisingCheck');
    expect(inquiryAbout('?clips=1254381&about=broadcast')).toBeNull();
    expect(inquiryAbout('?clips=1254381')).toBeNull();
  });

  it('says a clip of the link is not in the library, and leaves it out', async () => {
    const state = defaultInquiryState();
    await renderApp(`/inquiry?clips=${cleared.jmId},9999999`, {
      handlers: { inquiry: inquiryHandlers.accepted(state) },
    });

    expect(await screen.findByText(INQUIRY_PAGE_COPY.unknownClips(1), {}, FIRST_PAINT)).toBeVisible();
    expect(within(clipList()).queryByText('JV#9999999')).not.toBeInTheDocument();
    const user = await fillRequired();
    await user.click(screen.getByRole('button', { name: TEXT.submit }));
    await screen.findByRole('heading', { name: TEXT.sentTitle });
    expect(state.inquiries[0]!.payload.cart).toEqual([cleared.jmId]);
  });

  it('clears the thanks on a route change, even a link back to this page', async () => {
    await renderApp('/inquiry', { handlers: { inquiry: inquiryHandlers.accepted() } });
    const user = await fillRequired();
    await user.click(screen.getByRole('button', { name: TEXT.submit }));
    expect(await screen.findByRole('heading', { name: TEXT.sentTitle })).toBeVisible();

    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Licensing inquiry' }),
    );

    expect(await screen.findByRole('button', { name: TEXT.submit })).toBeVisible();
    expect(screen.queryByRole('heading', { name: TEXT.sentTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: L.firstName })).toHaveValue('');
  });
});
