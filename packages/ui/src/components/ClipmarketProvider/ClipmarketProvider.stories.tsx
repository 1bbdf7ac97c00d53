import type { Meta, StoryObj } from '@storybook/react-vite';
import { LICENCE_TIER_TEXT, PAGES } from '@clipmarket/core';
import { clipmarketLinksFixture } from '@clipmarket/mocks';
import { expect } from 'storybook/test';
import {
  ButtonLink,
  ClipmarketProvider,
  useClipmarketLinks,
  useLinkComponent,
  type VideoCardLinkProps,
} from '@clipmarket/ui';

/** A component of the package's kind: its page and its link component come from the provider. */
function FaqLink() {
  const Link = useLinkComponent();
  const links = useClipmarketLinks('FaqLink');
  return <Link href={links.faq}>{LICENCE_TIER_TEXT.faqLabel}</Link>;
}

/** Stands in for a router's `Link`: it marks the links it renders. */
function RouterLink({ children, ...props }: VideoCardLinkProps) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

const meta = {
  title: 'Primitives/ClipmarketProvider',
  component: ClipmarketProvider,
  // The app's pages, built from the page table of @clipmarket/core as the web app builds them.
  args: { links: clipmarketLinksFixture, linkComponent: RouterLink },
  argTypes: { linkComponent: { control: false }, links: { control: false } },
  render: (args) => (
    <ClipmarketProvider {...args}>
      <p style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <ButtonLink href={PAGES.accountHistory.href()} variant="primary">
          View history
        </ButtonLink>
        <FaqLink />
      </p>
    </ClipmarketProvider>
  ),
} satisfies Meta<typeof ClipmarketProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app's link component renders every link of the package. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View history' })).toHaveAttribute('data-router-link');
  },
};

/** An app with other addresses: the package links wherever the app's `links` say. */
export const OtherAddresses: Story = {
  // No visual reference: the same picture as Default.
  tags: ['!visual'],
  args: { links: { ...clipmarketLinksFixture, faq: '/clips/help/licensing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: LICENCE_TIER_TEXT.faqLabel })).toHaveAttribute(
      'href',
      '/clips/help/licensing',
    );
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
