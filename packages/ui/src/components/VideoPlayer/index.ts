export { VideoPlayer } from './VideoPlayer';
export type {
  VideoPlayerProps,
  VideoPlayerStatus,
  VideoPlayerCaptionTrack,
  BrightcoveAdapter,
  BrightcovePlayerProps,
} from './VideoPlayer';
export { VIDEO_PLAYER_TEXT, VIDEO_PLAYER_SEEK_SECONDS } from './videoPlayerText';
export { mediaFragmentSpan, useMediaFragment, type MediaSpan } from './mediaFragment';
