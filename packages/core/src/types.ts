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
  /** Length in seconds; the card shows it as 'mm:ss'. */
  duration?: number;
  /** Whether the clip is HD (the Resolution filter's 'HD'). */
  isHD?: boolean;
  /** Whether the clip is vertical (the Orientation filter); false is horizontal. */
  isVertical?: boolean;
  /** Talent releases (advertising) on file. */
  iar?: boolean;
  /** Rights-management flags. */
  rsa?: boolean;
  bo?: boolean;
  isFav?: boolean;
  pageName?: string;
  index?: number;
}
