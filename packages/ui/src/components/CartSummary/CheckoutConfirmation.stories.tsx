import { PAGES } from '@clipmarket/core';
import { checkoutPaidFixture, licenceSummaryFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { CHECKOUT_CONFIRMATION_TEXT, CheckoutConfirmation } from '@clipmarket/ui';

const meta = {
  title: 'Components/CheckoutConfirmation',
  component: CheckoutConfirmation,
  args: {
    status: 'completed',
    licences: licenceSummaryFixtures,
    orderReference: checkoutPaidFixture.orderReference,
    termsHref: checkoutPaidFixture.termsUrl,
    clipHref: (jmId) => PAGES.view.href({ videoId: jmId }),
    linkComponent: StoryLink,
    onCheckAgain: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['confirming', 'completed', 'notConfirmed'] },
    linkComponent: { control: false },
    clipHref: { control: false },
  },
} satisfies Meta<typeof CheckoutConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the storefront, the order not arrived yet: "Confirming your payment…". */
export const Confirming: Story = {
  args: { status: 'confirming' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: CHECKOUT_CONFIRMATION_TEXT.confirmingHeading }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(CHECKOUT_CONFIRMATION_TEXT.confirmingHint);
  },
};

/** Completed: the new licences, each with its number, tier and a link to the history; focus on the heading. */
export const Completed: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: CHECKOUT_CONFIRMATION_TEXT.completedHeading });
    await expect(heading).toHaveFocus();
    const list = canvas.getByRole('list', { name: CHECKOUT_CONFIRMATION_TEXT.licencesLabel });
    await expect(list.children).toHaveLength(licenceSummaryFixtures.length);
    const first = licenceSummaryFixtures[0]!;
    await expect(
      canvas.getByRole('link', { name: CHECKOUT_CONFIRMATION_TEXT.viewInHistory(first.number) }),
    ).toHaveAttribute('href', `${PAGES.accountHistory.href()}?q=${first.number}`);
    await expect(canvas.getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      PAGES.view.href({ videoId: first.jmId }),
    );
    await expect(canvas.getByText(CHECKOUT_CONFIRMATION_TEXT.orderReference('CMO-7F3A9C2B'))).toBeVisible();
  },
};

/** Paid with Discount Pack credits: no order to wait for; the licences are in the history. */
export const CompletedWithCredits: Story = {
  args: { licences: [], termsHref: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: CHECKOUT_CONFIRMATION_TEXT.completedByCreditHeading }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: CHECKOUT_CONFIRMATION_TEXT.history })).toBeVisible();
  },
};

/** Looked a few times and no order yet: the buyer can look again. */
export const NotConfirmed: Story = {
  args: { status: 'notConfirmed' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CHECKOUT_CONFIRMATION_TEXT.checkAgain }));
    await expect(args.onCheckAgain).toHaveBeenCalledOnce();
  },
};

export const CompletedOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
