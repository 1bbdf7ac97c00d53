import type { Meta, StoryObj } from '@storybook/react-vite';
import { LICENCE_TIER_TEXT } from '@clipmarket/core';
import { expect } from 'storybook/test';
import {
  ButtonLink,
  CLIPMARKET_PATHS,
  ClipmarketProvider,
  useHref,
  useLinkComponent,
  type VideoCardLinkProps,
} from '@clipmarket/ui';

/** A component of the package's kind: its paths and its links come from the provider. */
function FaqLink() {
  const Link = useLinkComponent();
  const href = useHref();
  return <Link href={href(CLIPMARKET_PATHS.faq)}>{LICENCE_TIER_TEXT.faqLabel}</Link>;
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
  args: { basePath: '/licensing', linkComponent: RouterLink },
  argTypes: { linkComponent: { control: false } },
  render: (args) => (
    <ClipmarketProvider {...args}>
      <p style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <ButtonLink href={`${args.basePath ?? ''}/account/history`} variant="primary">
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

/** An app mounted elsewhere: the package's own paths start with its base path. */
export const OtherBasePath: Story = {
  // No visual reference: the same picture as Default.
  tags: ['!visual'],
  args: { basePath: '/clips' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: LICENCE_TIER_TEXT.faqLabel })).toHaveAttribute(
      'href',
      '/clips/faq/licensing',
    );
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
