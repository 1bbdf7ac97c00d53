import { formatDisplayDate } from '@clipmarket/core';
import {
  LICENCE_MOCK_LICENSEE,
  REVOKED_LICENCE_NUMBER,
  UNKNOWN_LICENCE_NUMBER,
  VALID_LICENCE_NUMBER,
  licenceHandlers,
  licenceVerificationFixtures,
} from '@clipmarket/mocks';
import { LICENCE_VERIFICATION_TEXT as TEXT } from '@clipmarket/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LICENCES_COPY } from './copy';
import { renderApp } from '../../test/renderApp';

const main = () => screen.getByRole('main');

/** The verdict's heading, once the check has answered (the first visit compiles the lazily loaded page). */
const verdict = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });

describe('the public licence verification page', () => {
  it('says a valid licence is valid to a visitor who is not signed in, with no personal data', async () => {
    await renderApp(`/verify/${VALID_LICENCE_NUMBER}`, { handlers: { licences: licenceHandlers.list() } });
    expect(await verdict(TEXT.validTitle)).toBeVisible();
    expect(window.location.pathname).toBe(`/licensing/verify/${VALID_LICENCE_NUMBER}`);
    const valid = licenceVerificationFixtures.valid;
    expect(within(main()).getByRole('link', { name: valid.title })).toHaveAttribute(
      'href',
      `/licensing/view/${valid.jmId}`,
    );
    expect(within(main()).getByText(valid.tierName)).toBeVisible();
    expect(within(main()).getByText(valid.company!)).toBeVisible();
    expect(main()).not.toMatchTextContent(new RegExp(LICENCE_MOCK_LICENSEE.name));
    expect(main()).not.toMatchTextContent(new RegExp(LICENCE_MOCK_LICENSEE.email));
  });

  it('says a revoked licence is not valid', async () => {
    await renderApp(`/verify/${REVOKED_LICENCE_NUMBER}`, { handlers: { licences: licenceHandlers.list() } });
    // The revoked fixture's day, as the verdict writes it: "Revoked on …".
    expect(
      await verdict(TEXT.revokedOn(formatDisplayDate(licenceVerificationFixtures.revoked.revokedAt!))),
    ).toBeVisible();
    expect(within(main()).getByText(TEXT.invalidBody(REVOKED_LICENCE_NUMBER))).toBeVisible();
  });

  it('says no licence has an unknown number', async () => {
    await renderApp(`/verify/${UNKNOWN_LICENCE_NUMBER}`, { handlers: { licences: licenceHandlers.list() } });
    expect(await verdict(TEXT.unknownTitle)).toBeVisible();
    expect(within(main()).getByText(TEXT.unknownBody(UNKNOWN_LICENCE_NUMBER))).toBeVisible();
  });

  it('reads a number typed in lower case with spaces as the number it is', async () => {
    await renderApp(`/verify/${encodeURIComponent(` ${VALID_LICENCE_NUMBER.toLowerCase()} `)}`, {
      handlers: { licences: licenceHandlers.list() },
    });
    expect(await verdict(TEXT.validTitle)).toBeVisible();
  });

  it('answers a malformed number without asking the server', async () => {
    // Every call would fail: the page still knows no licence has this number.
    await renderApp('/verify/not-a-licence', { handlers: { licences: licenceHandlers.failing() } });
    expect(await verdict(TEXT.unknownTitle)).toBeVisible();
    expect(within(main()).getByText(/numbered NOT-A-LICENCE/)).toBeVisible();
  });

  it('says when there were too many checks from this address, and can try again', async () => {
    await renderApp(`/verify/${VALID_LICENCE_NUMBER}`, {
      handlers: { licences: licenceHandlers.verifyRateLimited() },
    });
    expect(await verdict(TEXT.errorTitle)).toBeVisible();
    expect(within(main()).getByText(LICENCES_COPY.verify.tooMany)).toBeVisible();
    expect(within(main()).getByRole('button', { name: TEXT.retry })).toBeVisible();
  });

  it('checks another number from its form, at that number’s own address', async () => {
    const user = userEvent.setup();
    await renderApp(`/verify/${UNKNOWN_LICENCE_NUMBER}`, { handlers: { licences: licenceHandlers.list() } });
    await verdict(TEXT.unknownTitle);
    const field = within(main()).getByLabelText(LICENCES_COPY.verify.numberLabel);
    expect(field).toHaveValue(UNKNOWN_LICENCE_NUMBER);
    await user.clear(field);
    await user.type(field, `${REVOKED_LICENCE_NUMBER.toLowerCase()}{Enter}`);
    await waitFor(() => expect(window.location.pathname).toBe(`/licensing/verify/${REVOKED_LICENCE_NUMBER}`));
    // The revoked fixture's day, as the verdict writes it: "Revoked on …".
    expect(
      await verdict(TEXT.revokedOn(formatDisplayDate(licenceVerificationFixtures.revoked.revokedAt!))),
    ).toBeVisible();
  });

  it('offers the form alone without a number', async () => {
    await renderApp('/verify', { handlers: { licences: licenceHandlers.list() } });
    expect(
      await screen.findByRole('heading', { level: 1, name: LICENCES_COPY.verify.heading }, { timeout: 5000 }),
    ).toBeVisible();
    expect(within(main()).getByRole('button', { name: LICENCES_COPY.verify.check })).toBeVisible();
    expect(within(main()).queryByRole('heading', { level: 2 })).toBeNull();
  });
});
