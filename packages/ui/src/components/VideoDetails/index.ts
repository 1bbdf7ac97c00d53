export {
  VideoDetails,
  VideoDetailsTitleBlock,
  VideoDetailsDescription,
  VideoDetailsAdditionalInfo,
  VideoDetailsAdvertising,
  VideoDetailsDownload,
  VideoDetailsComp,
  VideoDetailsFacts,
  VideoDetailsClearance,
  VideoDetailsLoading,
  isInternalCategory,
} from './VideoDetails';
export type {
  VideoDetailsProps,
  VideoDetailsStatus,
  VideoDetailsAdditionalInfoStatus,
  VideoDetailsDownloadFile,
  VideoDetailsCompProps,
} from './VideoDetails';
export { VIDEO_DETAILS_TEXT, VIDEO_DETAILS_DESCRIPTION_CLAMP } from './videoDetailsText';
/** The card's save mark (a bookmark with a plus, with a tick once saved), for the clip page's save button. */
export { SaveIcon as VideoDetailsSaveIcon } from '../Icon';
