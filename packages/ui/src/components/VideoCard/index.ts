export { VideoCard } from './VideoCard';
export type { VideoCardProps, VideoCardStatus, VideoCardPreviewMode, VideoCardLayout } from './VideoCard';
export type { VideoCardLinkProps, VideoCardLinkComponent } from './VideoCard.types';
