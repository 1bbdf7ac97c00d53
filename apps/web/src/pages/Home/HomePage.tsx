import { videoGrid } from '@clipmarket/mocks';
import { VideoCard } from '@clipmarket/ui';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { AppLink } from '../../components/AppLink';
import * as layout from '../../components/Layout.styles';
import { APP_COPY } from '../../copy';
import { videoHref } from '../../paths';
import { useDocumentTitle } from '../../useDocumentTitle';
import * as styles from './HomePage.styles';

/** The home page (`/licensing`): the hero and a grid of trending clips. */
export default function HomePage() {
  useDocumentTitle(APP_COPY.documentTitle);
  const gridHeadingId = useId();
  const [, navigate] = useLocation();
  // Until sessions exist every visitor is anonymous, and an anonymous save goes to login (spec section 4).
  const onSave = () => navigate('/login');

  return (
    <>
      <section css={styles.hero}>
        <div css={[layout.container, styles.heroInner]}>
          <h1 css={styles.heading}>{APP_COPY.home.heading}</h1>
          <p css={styles.lead}>{APP_COPY.home.lead}</p>
        </div>
      </section>
      <section aria-labelledby={gridHeadingId} css={[layout.container, styles.section]}>
        <h2 id={gridHeadingId} css={styles.sectionHeading}>
          {APP_COPY.home.gridHeading}
        </h2>
        <ul css={styles.grid}>
          {videoGrid.map((video) => (
            <li key={video.jmId} css={styles.gridItem}>
              <VideoCard video={video} href={videoHref(video.jmId)} linkComponent={AppLink} onSave={onSave} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
