import { PAGES } from '@clipmarket/core';
import type { VideoCardData } from '@clipmarket/core';
import { VideoCard, type VideoCardProps } from '@clipmarket/ui';
import { useSession } from '../../session/AuthProvider';
import { useSaveToPlaylist } from '../playlists';
import { useOwnership } from '../commerce';
import { useNewSimilarClipsHref } from '../search';
import { AppLink } from '../../components/AppLink';

export interface ClipCardProps extends Pick<VideoCardProps, 'headingLevel' | 'previewMode' | 'inCart'> {
  video: VideoCardData;
}

/**
 * The app's video card, on every page but the search (which draws its own cards and carries its filters into
 * similar-clip mode): links to the clip's page (passing the page it came from, spec section 2) and to its
 * similar clips (a new search), saves through the app's save flow, and shows the
 * signed-in user's favourites, role markers, cart and licences.
 */
export function ClipCard({ video, ...props }: ClipCardProps) {
  const { user } = useSession();
  const { save } = useSaveToPlaylist();
  const { inCart, isLicensed } = useOwnership();
  const similarHref = useNewSimilarClipsHref();
  return (
    <VideoCard
      video={video}
      href={PAGES.view.href({ videoId: video.jmId })}
      similarHref={similarHref(video.jmId)}
      linkComponent={AppLink}
      isFav={video.isFav}
      viewerRoles={user?.roles}
      onSave={() => save(video.jmId)}
      inCart={inCart(video.jmId)}
      licensed={isLicensed(video.jmId)}
      {...props}
    />
  );
}
