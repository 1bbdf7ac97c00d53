export { SaveSearchDialog } from './SaveSearchDialog';
export type { SaveSearchDialogProps, SaveSearchDialogStatus, SaveSearchValue } from './SaveSearchDialog';
export { SAVE_SEARCH_DIALOG_TEXT } from './saveSearchDialogText';
