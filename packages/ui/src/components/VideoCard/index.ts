export { VideoCard } from './VideoCard';
export type { VideoCardProps, VideoCardStatus, VideoCardPreviewMode, VideoCardLayout } from './VideoCard';
export type { VideoCardLinkProps, VideoCardLinkComponent, VideoCardPosterLoading } from './VideoCard.types';
export { VideoCardPriceProvider } from './VideoCardPrice';
export type { VideoCardPriceProviderProps } from './VideoCardPrice';
