import type { Aci } from './filters';

/** A clip as a card shows it (spec section 3, "Video card"). */
export interface VideoCardData {
  jmId: string;
  title?: string | null;
  publishingTitle?: string | null;
  imgUrl?: string | null;
  brightCoveVideoId?: string | null;
  /** URL of a playable preview (local files are played by a native video element). */
  previewUrl?: string | null;
  aci?: Aci | null;
  /** Talent releases (advertising) on file. */
  iar?: boolean;
  /** Rights-management flags. */
  rsa?: boolean;
  bo?: boolean;
  isFav?: boolean;
  pageName?: string;
  index?: number;
}
