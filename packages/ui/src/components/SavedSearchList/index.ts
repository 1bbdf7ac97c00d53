export { SavedSearchList } from './SavedSearchList';
export type { SavedSearchListItem, SavedSearchListProps, SavedSearchListStatus } from './SavedSearchList';
export { SAVED_SEARCH_LIST_TEXT } from './savedSearchListText';
