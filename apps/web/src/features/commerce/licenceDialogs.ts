// The clip page's two licence dialogs, in a module of their own: a visitor who reads a clip's page does not
// download the tier comparison or the "already used" form until they point at a button that opens one.
export { LicenceTierModal } from '@clipmarket/ui';
export { UsedClipDialog } from './UsedClipDialog';
