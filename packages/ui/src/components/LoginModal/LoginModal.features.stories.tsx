import { AUTH_MESSAGES, OVERLAY_TEXT, STAFF_MESSAGES, type LoginRequest } from '@clipmarket/core';
import {
  AUTH_MOCK_PASSWORD,
  clipmarketLinksFixture,
  loginFailedErrorFixture,
  loginTooManyAttemptsErrorFixture,
  profileFixtures,
  validationErrorBody,
} from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { LOGIN_TEXT, LoginModal, LoginModalTrigger, type LoginModalStatus } from '@clipmarket/ui';

const EMAIL = profileFixtures.buyer.email;

/** A 400 as the server's validation writes it: one message per problem. */
const invalidBody = validationErrorBody('body', [
  { path: ['username'], message: AUTH_MESSAGES.emailInvalid },
  { path: ['password'], message: AUTH_MESSAGES.passwordTooLong },
]);

const meta = {
  title: 'Components/LoginModal/Features',
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  component: LoginModal,
  // Every story starts closed behind its trigger; the play functions open it.
  args: {
    trigger: (props) => <LoginModalTrigger {...props} />,
    onOpenChange: fn(),
    onSubmit: fn(),
    onRegister: fn((event) => event.preventDefault()),
    onResetPassword: fn((event) => event.preventDefault()),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: LOGIN_TEXT.open })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  },
};

/** Ready: focus in the e-mail field; typing and Enter send the credentials. */
export const Idle: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LOGIN_TEXT.open }));
    await expect(canvas.getByRole('dialog', { name: LOGIN_TEXT.title })).toHaveAttribute(
      'data-state',
      'idle',
    );
    await userEvent.type(canvas.getByLabelText(LOGIN_TEXT.email), EMAIL);
    await userEvent.type(canvas.getByLabelText(LOGIN_TEXT.password), AUTH_MOCK_PASSWORD);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: EMAIL, password: AUTH_MOCK_PASSWORD });
  },
};

/** The call is running: the button says so and a second send is refused. */
export const Pending: Story = {
  args: { status: 'pending', defaultEmail: EMAIL },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LOGIN_TEXT.open }));
    await expect(canvas.getByLabelText(LOGIN_TEXT.password)).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(LOGIN_TEXT.password), AUTH_MOCK_PASSWORD);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: LOGIN_TEXT.pending })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A 401: the server's "incorrect" message, both fields marked invalid. */
export const WrongPassword: Story = {
  args: { status: 'error', errorMessages: [loginFailedErrorFixture.message], defaultEmail: EMAIL },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LOGIN_TEXT.open }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginFailed);
    await expect(canvas.getByLabelText(LOGIN_TEXT.password)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A 400 lists each problem; a long address and long messages wrap inside the panel. */
export const InvalidRequestLongText: Story = {
  args: {
    status: 'error',
    errorMessages: invalidBody.messages,
    defaultEmail:
      'a.very.long.address.for.the.rights.and.clearances.desk@northlight-media-international.example',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LOGIN_TEXT.open }));
    const items = within(canvas.getByRole('alert')).getAllByRole('listitem');
    // The server's body keys ("username: …") are shown as the fields' labels.
    await expect(items.map((item) => item.textContent)).toEqual([
      `${LOGIN_TEXT.email}: ${AUTH_MESSAGES.emailInvalid}`,
      `${LOGIN_TEXT.password}: ${AUTH_MESSAGES.passwordTooLong}`,
    ]);
    await expect(invalidBody.messages?.[0]).toMatch(/^username: /);
    const dialog = canvas.getByRole('dialog', { name: LOGIN_TEXT.title });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** A 429: the server's "too many attempts" message, in the warning colour. */
export const RateLimited: Story = {
  args: { status: 'rateLimited', rateLimitMessage: loginTooManyAttemptsErrorFixture.message },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LOGIN_TEXT.open }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginTooManyAttempts);
    await expect(canvas.getByRole('dialog')).toHaveAttribute('data-state', 'rateLimited');
  },
};

/** The links to the registration and password reset screens. */
export const Links: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LOGIN_TEXT.open }));
    const register = canvas.getByRole('link', { name: LOGIN_TEXT.register });
    await expect(register).toHaveAttribute('href', clipmarketLinksFixture.register);
    await expect(canvas.getByRole('link', { name: LOGIN_TEXT.resetPassword })).toHaveAttribute(
      'href',
      clipmarketLinksFixture.resetPassword,
    );
    await userEvent.click(register);
    await expect(args.onRegister).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { status: 'error', errorMessages: [loginFailedErrorFixture.message] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LOGIN_TEXT.open }));
    const box = canvas.getByRole('dialog', { name: LOGIN_TEXT.title }).getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.right).toBeLessThan(window.innerWidth);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LOGIN_TEXT.open }));
    await expect(canvas.getByRole('dialog', { name: LOGIN_TEXT.title })).toBeVisible();
  },
};

/** Without a mouse: open, fill in, send with Enter, Tab wraps inside, Escape closes back to the trigger. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: LOGIN_TEXT.open });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText(LOGIN_TEXT.email)).toHaveFocus();

    await userEvent.keyboard(EMAIL);
    await userEvent.tab();
    await userEvent.keyboard(AUTH_MOCK_PASSWORD);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: EMAIL, password: AUTH_MOCK_PASSWORD });

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: LOGIN_TEXT.register })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: OVERLAY_TEXT.close })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

function ControlledDemo() {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<LoginModalStatus>('idle');
  const [sent, setSent] = useState<LoginRequest | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Save to playlist
      </button>
      <p>Sent: {sent ? sent.username : 'nothing'}</p>
      <LoginModal
        open={open}
        onOpenChange={setOpen}
        status={status}
        onSubmit={(credentials) => {
          setSent(credentials);
          setStatus('pending');
        }}
      />
    </>
  );
}

/**
 * Controlled by the parent, as the app does: an anonymous save opens it, the auth call's state goes in
 * `status` (here it stays pending: no call is made).
 */
export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Save to playlist' });
    await userEvent.click(opener);
    await userEvent.type(canvas.getByLabelText(LOGIN_TEXT.email), EMAIL);
    await userEvent.type(canvas.getByLabelText(LOGIN_TEXT.password), AUTH_MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: LOGIN_TEXT.submit }));
    await expect(canvas.getByText(`Sent: ${EMAIL}`, { selector: 'p' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: LOGIN_TEXT.pending })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: OVERLAY_TEXT.close }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

/** The right code in the TwoStep story. */
const RIGHT_CODE = '246810';

function TwoStepDemo() {
  const [codeStep, setCodeStep] = useState(false);
  const [status, setStatus] = useState<LoginModalStatus>('idle');
  const [sent, setSent] = useState<LoginRequest | null>(null);
  return (
    <>
      <p>Sent: {sent ? `${sent.username} ${sent.code ?? 'no code'}` : 'nothing'}</p>
      <LoginModal
        defaultOpen
        codeStep={codeStep}
        status={status}
        errorMessages={status === 'error' ? [STAFF_MESSAGES.secondFactorWrong] : []}
        onCodeStepCancel={() => {
          setCodeStep(false);
          setStatus('idle');
        }}
        onSubmit={(credentials) => {
          setSent(credentials);
          // As the server answers: the password alone asks for a code; a wrong code is refused.
          if (!credentials.code) setCodeStep(true);
          else setStatus(credentials.code === RIGHT_CODE ? 'pending' : 'error');
        }}
      />
    </>
  );
}

/**
 * Two-step sign-in (ADR 56): after the password the server asks for a code from the authenticator app (or a
 * recovery code); the form then asks for the code alone and sends it with the same credentials.
 */
export const TwoStep: Story = {
  render: () => <TwoStepDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(LOGIN_TEXT.email), EMAIL);
    await userEvent.type(canvas.getByLabelText(LOGIN_TEXT.password), AUTH_MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: LOGIN_TEXT.submit }));

    const code = await canvas.findByLabelText(LOGIN_TEXT.code);
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByText(LOGIN_TEXT.codeLead)).toBeVisible();
    await expect(canvas.queryByLabelText(LOGIN_TEXT.password)).not.toBeInTheDocument();

    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: LOGIN_TEXT.codeSubmit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(STAFF_MESSAGES.secondFactorWrong);
    await expect(canvas.getByLabelText(LOGIN_TEXT.code)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(canvas.getByLabelText(LOGIN_TEXT.code));
    await userEvent.type(canvas.getByLabelText(LOGIN_TEXT.code), RIGHT_CODE);
    await userEvent.click(canvas.getByRole('button', { name: LOGIN_TEXT.codeSubmit }));
    await expect(canvas.getByText(`Sent: ${EMAIL} ${RIGHT_CODE}`, { selector: 'p' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: LOGIN_TEXT.pending })).toBeVisible();
  },
};
