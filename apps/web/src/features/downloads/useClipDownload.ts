import type { VideoDetailsDownloadFile } from '@clipmarket/ui';
import { usePurchased } from '../commerce';
import { clipDownloadHref } from './clipDownload';

export interface ClipDownload {
  href: string;
  /** The clean master, or the watermarked file of a Personal licence. */
  file: VideoDetailsDownloadFile;
}

/**
 * What the signed-in user can download of a clip, from the licences they hold (purchased videos): null for a
 * visitor or a buyer without a licence for it, who are offered no download. It follows the purchased videos,
 * so a licence granted later makes the download appear without a reload.
 */
export function useClipDownload(jmId: string): ClipDownload | null {
  const { isLicensed, isWatermarked } = usePurchased();
  if (!isLicensed(jmId)) return null;
  return { href: clipDownloadHref(jmId), file: isWatermarked(jmId) ? 'watermarked' : 'master' };
}
