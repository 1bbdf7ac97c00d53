export {
  VideoDetails,
  VideoDetailsTitleBlock,
  VideoDetailsDescription,
  VideoDetailsAdditionalInfo,
  VideoDetailsDownload,
} from './VideoDetails';
export type {
  VideoDetailsProps,
  VideoDetailsStatus,
  VideoDetailsAdditionalInfoStatus,
  VideoDetailsDownloadFile,
} from './VideoDetails';
export { VIDEO_DETAILS_TEXT, VIDEO_DETAILS_DESCRIPTION_CLAMP } from './videoDetailsText';
