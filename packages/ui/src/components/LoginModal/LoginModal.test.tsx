import { AUTH_MESSAGES, OVERLAY_TEXT } from '@clipmarket/core';
import {
  AUTH_MOCK_PASSWORD,
  clipmarketLinksFixture,
  loginFailedErrorFixture,
  loginTooManyAttemptsErrorFixture,
  profileFixtures,
  validationErrorBody,
} from '@clipmarket/mocks';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { ClipmarketProvider } from '../ClipmarketProvider';
import { LOGIN_TEXT, LoginModal, LoginModalTrigger, type LoginModalProps } from '.';

const EMAIL = profileFixtures.buyer.email;

function ui(props: Partial<LoginModalProps> = {}) {
  return (
    <ThemeProvider>
      <ClipmarketProvider links={clipmarketLinksFixture}>
        <LoginModal trigger={(triggerProps) => <LoginModalTrigger {...triggerProps} />} {...props} />
      </ClipmarketProvider>
    </ThemeProvider>
  );
}

function renderModal(props: Partial<LoginModalProps> = {}) {
  return render(ui(props));
}

async function openFromTrigger() {
  await userEvent.click(screen.getByRole('button', { name: LOGIN_TEXT.open }));
  return screen.getByRole('dialog', { name: LOGIN_TEXT.title });
}

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('LoginModal', () => {
  it('opens as a modal named "Log in", with focus in the e-mail field', async () => {
    renderModal();

    const dialog = await openFromTrigger();

    expect(dialog.matches(':modal')).toBe(true);
    expect(dialog).toHaveAttribute('data-state', 'idle');
    expect(screen.getByLabelText(LOGIN_TEXT.email)).toHaveFocus();
    expect(screen.getByText(AUTH_MESSAGES.signInRequired)).toBeVisible();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('starts on the password when the e-mail is already known', () => {
    renderModal({ defaultOpen: true, defaultEmail: EMAIL });

    expect(screen.getByLabelText(LOGIN_TEXT.email)).toHaveValue(EMAIL);
    expect(screen.getByLabelText(LOGIN_TEXT.password)).toHaveFocus();
  });

  it('sends the e-mail and password typed, with Enter', async () => {
    const onSubmit = vi.fn();
    renderModal({ onSubmit });
    await openFromTrigger();

    await userEvent.type(screen.getByLabelText(LOGIN_TEXT.email), EMAIL);
    await userEvent.type(screen.getByLabelText(LOGIN_TEXT.password), AUTH_MOCK_PASSWORD);
    await userEvent.keyboard('{Enter}');

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ username: EMAIL, password: AUTH_MOCK_PASSWORD });
  });

  it('does not send an empty form', async () => {
    const onSubmit = vi.fn();
    renderModal({ defaultOpen: true, onSubmit });

    await userEvent.click(screen.getByRole('button', { name: LOGIN_TEXT.submit }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(LOGIN_TEXT.email)).toBeInvalid();
  });

  it('shows that it is signing in and refuses a second send meanwhile', async () => {
    const onSubmit = vi.fn();
    renderModal({ defaultOpen: true, status: 'pending', defaultEmail: EMAIL, onSubmit });
    await userEvent.type(screen.getByLabelText(LOGIN_TEXT.password), AUTH_MOCK_PASSWORD);

    const submit = screen.getByRole('button', { name: LOGIN_TEXT.pending });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('form', { name: LOGIN_TEXT.title })).toHaveAttribute('aria-busy', 'true');
    // Playwright will not click an aria-disabled button; the keyboard sends the form all the same.
    await userEvent.keyboard('{Enter}');
    submit.focus();
    await userEvent.keyboard('{Enter}');

    expect(onSubmit).not.toHaveBeenCalled();
    expect(submit).toHaveFocus();
  });

  it('says the e-mail or password is wrong after a 401, marking both fields', () => {
    renderModal({ defaultOpen: true, status: 'error', errorMessages: [loginFailedErrorFixture.message] });

    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginFailed);
    for (const label of [LOGIN_TEXT.email, LOGIN_TEXT.password]) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(AUTH_MESSAGES.loginFailed);
    }
  });

  it('falls back to the failed sign-in message when the error has no text', () => {
    renderModal({ defaultOpen: true, status: 'error' });

    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginFailed);
  });

  it('lists every message of a 400, naming each field by its label rather than the server key', () => {
    const { messages = [] } = validationErrorBody('body', [
      { path: ['username'], message: AUTH_MESSAGES.emailInvalid },
      { path: ['password'], message: AUTH_MESSAGES.passwordTooLong },
    ]);
    expect(messages).toEqual([
      `username: ${AUTH_MESSAGES.emailInvalid}`,
      `password: ${AUTH_MESSAGES.passwordTooLong}`,
    ]);
    renderModal({ defaultOpen: true, status: 'error', errorMessages: messages });

    const items = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${LOGIN_TEXT.email}: ${AUTH_MESSAGES.emailInvalid}`,
      `${LOGIN_TEXT.password}: ${AUTH_MESSAGES.passwordTooLong}`,
    ]);
    expect(screen.getByRole('alert').textContent).not.toMatch(/username:|password:/);
  });

  it('marks only the field a 400 names, and shows its message without the server key', () => {
    const { messages = [] } = validationErrorBody('body', [
      { path: ['username'], message: AUTH_MESSAGES.emailInvalid },
    ]);
    renderModal({ defaultOpen: true, status: 'error', errorMessages: messages });

    expect(screen.getByRole('alert')).toHaveTextContent(`${LOGIN_TEXT.email}: ${AUTH_MESSAGES.emailInvalid}`);
    expect(screen.getByRole('alert')).not.toHaveTextContent('username');
    expect(screen.getByLabelText(LOGIN_TEXT.email)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(LOGIN_TEXT.email)).toHaveAccessibleDescription(
      `${LOGIN_TEXT.email}: ${AUTH_MESSAGES.emailInvalid}`,
    );
    expect(screen.getByLabelText(LOGIN_TEXT.password)).not.toHaveAttribute('aria-invalid');
  });

  it('shows a 400 message for no field as it is, marking both fields', () => {
    const { messages = [] } = validationErrorBody('body', [
      { path: [], message: AUTH_MESSAGES.emailInvalid },
    ]);
    renderModal({ defaultOpen: true, status: 'error', errorMessages: messages });

    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.emailInvalid);
    expect(screen.getByLabelText(LOGIN_TEXT.email)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(LOGIN_TEXT.password)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks the user to wait after a 429, without marking the fields', () => {
    renderModal({
      defaultOpen: true,
      status: 'rateLimited',
      rateLimitMessage: loginTooManyAttemptsErrorFixture.message,
    });

    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginTooManyAttempts);
    expect(screen.getByLabelText(LOGIN_TEXT.email)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'rateLimited');
  });

  it('keeps what was typed when the status changes', async () => {
    const { rerender } = renderModal({ defaultOpen: true, status: 'idle' });
    await userEvent.type(screen.getByLabelText(LOGIN_TEXT.email), EMAIL);

    rerender(ui({ defaultOpen: true, status: 'pending' }));
    rerender(ui({ defaultOpen: true, status: 'error' }));

    expect(screen.getByLabelText(LOGIN_TEXT.email)).toHaveValue(EMAIL);
  });

  it('links to registration and password reset, telling the app when they are followed', async () => {
    const onRegister = vi.fn((event) => event.preventDefault());
    const onResetPassword = vi.fn((event) => event.preventDefault());
    renderModal({ defaultOpen: true, onRegister, onResetPassword });

    const register = screen.getByRole('link', { name: LOGIN_TEXT.register });
    const reset = screen.getByRole('link', { name: LOGIN_TEXT.resetPassword });
    expect(register).toHaveAttribute('href', clipmarketLinksFixture.register);
    expect(reset).toHaveAttribute('href', clipmarketLinksFixture.resetPassword);

    await userEvent.click(register);
    await userEvent.click(reset);
    expect(onRegister).toHaveBeenCalledOnce();
    expect(onResetPassword).toHaveBeenCalledOnce();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const onOpenChange = vi.fn();
    renderModal({ onOpenChange });
    await openFromTrigger();

    await userEvent.keyboard('{Escape}');

    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LOGIN_TEXT.open })).toHaveFocus();
  });

  it('keeps Tab inside the modal, wrapping both ways', async () => {
    renderModal();
    await openFromTrigger();
    const close = screen.getByRole('button', { name: OVERLAY_TEXT.close });
    const register = screen.getByRole('link', { name: LOGIN_TEXT.register });

    await userEvent.tab();
    expect(screen.getByLabelText(LOGIN_TEXT.password)).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: LOGIN_TEXT.submit })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: LOGIN_TEXT.resetPassword })).toHaveFocus();
    await userEvent.tab();
    expect(register).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(register).toHaveFocus();
  });

  it('leaves a controlled modal open until its parent closes it', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <LoginModal open onOpenChange={onOpenChange} />
        </ClipmarketProvider>
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: OVERLAY_TEXT.close }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.getByRole('dialog', { name: LOGIN_TEXT.title })).toBeVisible();

    rerender(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <LoginModal open={false} onOpenChange={onOpenChange} />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
