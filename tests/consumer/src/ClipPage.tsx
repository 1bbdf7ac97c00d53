import { ThemeProvider, VideoCard, type VideoCardData } from '@clipmarket/ui';

export const clip: VideoCardData = {
  jmId: '1254381',
  title: 'Surfer rides a wave at sunset',
  aci: 'GREEN',
  duration: 42,
  isHD: true,
};

/** The README's first component: one card inside the package's ThemeProvider. */
export function ClipPage() {
  return (
    <ThemeProvider>
      <ul>
        <li>
          <VideoCard video={clip} href={`/licensing/view/${clip.jmId}`} />
        </li>
      </ul>
    </ThemeProvider>
  );
}
