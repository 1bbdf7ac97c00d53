import { VideoCard, type VideoCardData } from '@clipmarket/ui';

const clip: VideoCardData = {
  jmId: '1254381',
  title: 'Surfer rides a wave at sunset',
  aci: 'GREEN',
  duration: 42,
  isHD: true,
};

/** A server component, prerendered at build time: VideoCard crosses into the client by the package's "use client". */
export default function Page() {
  return (
    <main>
      <ul>
        <li>
          <VideoCard video={clip} href={`/clips/${clip.jmId}`} />
        </li>
      </ul>
    </main>
  );
}
