export * from './theme';
export * from './components/VideoCard';
export * from './components/Snackbar';
export * from './components/Toast';
export * from './components/LicenceTierModal';
export * from './machines';
export * from './components/SearchFeedbackModal';
export * from './components/DigitalTermsModal';
export * from './components/LoginModal';
export * from './components/RouteProgressBar';
export * from './components/ConsentManager';
export * from './components/PrivacyPreferencesTab';
export * from './components/FilterPanel';
export * from './components/SearchBar';
export * from './components/Pagination';
export * from './components/ResultsGrid';
export * from './components/PlaylistPopup';
export * from './components/BulkPlaylistPopup';
export * from './components/CreatePlaylistInput';
export * from './components/SavedListItem';
export * from './components/CartItemRow';
export * from './components/CartSummary';
export * from './components/ClipReview';
export * from './components/ClipReviewLog';
export * from './components/DownloadStatus';
export * from './components/GuestIdentityForm';
export * from './components/UsageDeclaration';
export * from './components/InquiryForm';
export * from './components/BillingDetailsForm';
export * from './components/WireItem';
export * from './components/WireFeed';
export * from './components/VideoPlayer';
export * from './components/VideoDetails';
export * from './components/HistoryTable';
export * from './components/LicenceCertificatePreview';
export * from './components/LicenceVerification';
export * from './components/OnboardingSteps';
export * from './components/NotificationsMenu';
export * from './components/SaveSearchDialog';
export * from './components/SavedSearchList';
export * from './components/ShortcutSheet';
export * from './components/CreateTeamForm';
export * from './components/TeamInvitationCard';
export * from './components/TeamInviteForm';
export * from './components/TeamMemberList';
/** The system's button looks, for an app's own buttons and button-styled links (`css={buttonStyles.primaryButton}`). */
export * as buttonStyles from './primitives/styles/buttons';
/** Gives focus back to a modal's opener however it closes, for an app's own `<dialog>`s. */
export { useReturnFocus, type UseReturnFocusOptions } from './primitives/dialog/useReturnFocus';
// The primitives every component is built from (issue 16), public so an app builds from the same parts.
export * from './components/ClipmarketProvider';
export * from './components/Dialog';
export * from './components/Button';
export * from './components/IconButton';
export * from './components/Field';
export * from './components/TextField';
export * from './components/DateField';
export * from './components/TextArea';
export * from './components/RadioGroup';
export * from './components/Select';
export * from './components/Checkbox';
export * from './components/Spinner';
export * from './components/InlineAlert';
export * from './components/EmptyState';
export * from './components/Skeleton';
export * from './components/Icon';
export * from './components/VisuallyHidden';
export { useMediaQuery } from './hooks/useMediaQuery';
export { useDisclosureDismiss } from './hooks/useDisclosureDismiss';
// The types of @clipmarket/core that the components' props, values and machines take, so an app names them from
// this package alone (a FilterPanel's value is the search request an app sends). Types only: no code, no zod.
export type {
  Aci,
  AlertFrequency,
  BillingDetails,
  Cart,
  CartLine,
  ClearanceFilter,
  ExcludedLibrary,
  FeedCard,
  FootageType,
  Licence,
  LicenceSummary,
  LicenceTier,
  LoginRequest,
  Orientation,
  PlaylistWithVideo,
  Popularity,
  RegisterRequest,
  Resolution,
  SearchCard,
  SearchRequest,
  SearchRequestInput,
  SearchResponse,
  SearchSuggestionsResponse,
  Session,
  SessionHistory,
  SmartSort,
  TierId,
  Tone,
  UploadedPreset,
  VideoCardData,
  Viewer,
  WireDay,
} from '@clipmarket/core';
