export { SavedListItem } from './SavedListItem';
export type { SavedListItemProps, SavedListItemStatus, SavedListItemVideo } from './SavedListItem';
export { SAVED_LIST_ITEM_TEXT } from './savedListItemText';
