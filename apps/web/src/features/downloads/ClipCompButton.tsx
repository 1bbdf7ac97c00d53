import { routes } from '@clipmarket/core/routes';
import { VideoDetailsComp } from '@clipmarket/ui';
import useSWR from 'swr';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { useSession } from '../../session/AuthProvider';
import { clipCompHref } from './clipDownload';
import { useDownloadHistoryRefresh } from './ClipDownloadButton';

/**
 * Whether the server makes comps (`GET /api/public/licensing/comps`, ADR 83): false until it has said so, and
 * when it has no working video tool. Read once a visit: it changes only when the server restarts.
 */
export function useCompsAvailable(): boolean {
  const { data } = useSWR(keys.downloads.comps(), () => call(routes.compsEndpoint), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  return data?.available === true;
}

export interface ClipCompButtonProps {
  jmId: string;
  /** A visitor's press: sign in first (comps need an account), e.g. the login modal over the page. */
  onSignIn: () => void;
  /** Class of the link or button. */
  className?: string;
}

/**
 * "Download comp" (ADR 83): the clip's watermarked comp for any signed-in buyer, licensed or not, and for a
 * visitor a button that asks them to sign in. Nothing where the server makes no comps, so nothing promises one.
 */
export function ClipCompButton({ jmId, onSignIn, className }: ClipCompButtonProps) {
  const available = useCompsAvailable();
  const { user } = useSession();
  // The server records the comp as it starts sending it, which a plain link cannot tell the page about.
  const refreshHistory = useDownloadHistoryRefresh();
  if (!available) return null;
  if (!user) return <VideoDetailsComp onSignIn={onSignIn} className={className} />;
  return <VideoDetailsComp href={clipCompHref(jmId)} onClick={refreshHistory} className={className} />;
}
