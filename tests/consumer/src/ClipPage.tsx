import {
  ClipmarketProvider,
  ThemeProvider,
  VideoCard,
  type ClipmarketLinks,
  type VideoCardData,
} from '@clipmarket/ui';

export const clip: VideoCardData = {
  jmId: '1254381',
  title: 'Surfer rides a wave at sunset',
  aci: 'GREEN',
  duration: 42,
  isHD: true,
  imgUrl: '/posters/1254381.jpg',
};

/** This app's pages, which the package's components link to (the README's "Links: your app's pages"). */
export const links: ClipmarketLinks = {
  search: '/search',
  clip: (jmId) => `/clips/${jmId}`,
  inquiry: '/contact',
  history: '/account/licences',
  lists: '/account/lists',
  register: '/register',
  resetPassword: '/reset-password',
  faq: '/help/licences',
  fullTermsPdf: '/docs/licence-terms.pdf',
};

/** The README's first component: one card inside the package's ThemeProvider and ClipmarketProvider. */
export function ClipPage() {
  return (
    <ThemeProvider>
      <ClipmarketProvider links={links}>
        <ul>
          <li>
            {/* The page's first card: its poster is fetched ahead of other images. */}
            <VideoCard video={clip} href={links.clip(clip.jmId)} posterLoading="priority" />
          </li>
        </ul>
      </ClipmarketProvider>
    </ThemeProvider>
  );
}
