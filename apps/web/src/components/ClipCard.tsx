import type { VideoCardData } from '@clipmarket/core';
import { VideoCard, type VideoCardProps } from '@clipmarket/ui';
import { useSession } from '../auth/AuthProvider';
import { videoHref } from '../paths';
import { useSaveToPlaylist } from '../playlists/SaveToPlaylist';
import { useOwnership } from '../commerce/useCart';
import { useSimilarClipsHref } from '../search/SimilarClipsLink';
import { AppLink } from './AppLink';

export interface ClipCardProps extends Pick<VideoCardProps, 'headingLevel' | 'previewMode' | 'inCart'> {
  video: VideoCardData;
}

/**
 * The app's video card: links to the clip's page (passing the page it came from, spec section 2) and to its
 * similar clips (carrying this page's search, if it is one), saves through the app's save flow, and shows the
 * signed-in user's favourites, role markers, cart and licences.
 */
export function ClipCard({ video, ...props }: ClipCardProps) {
  const { user } = useSession();
  const { save } = useSaveToPlaylist();
  const { inCart, isLicensed } = useOwnership();
  const similarHref = useSimilarClipsHref();
  return (
    <VideoCard
      video={video}
      href={videoHref(video.jmId)}
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
