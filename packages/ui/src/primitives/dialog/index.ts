// The package's internal dialog primitive: not exported from packages/ui/src/index.ts.
export {
  useControllableState,
  useModalDialog,
  type ModalDialogTriggerProps,
  type UseModalDialogOptions,
} from './useModalDialog';
export { useReturnFocus, type UseReturnFocusOptions } from './useReturnFocus';
