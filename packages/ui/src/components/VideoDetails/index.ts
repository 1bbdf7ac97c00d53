export {
  VideoDetails,
  VideoDetailsTitleBlock,
  VideoDetailsDescription,
  VideoDetailsAdditionalInfo,
} from './VideoDetails';
export type { VideoDetailsProps, VideoDetailsStatus, VideoDetailsAdditionalInfoStatus } from './VideoDetails';
export { VIDEO_DETAILS_TEXT, VIDEO_DETAILS_DESCRIPTION_CLAMP } from './videoDetailsText';
