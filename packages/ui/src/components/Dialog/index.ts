export {
  Dialog,
  DialogBody,
  DialogClose,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useDialog,
} from './Dialog';
export type {
  DialogApi,
  DialogBodyProps,
  DialogCloseProps,
  DialogFooterProps,
  DialogHeaderProps,
  DialogLayout,
  DialogProps,
  DialogTitleProps,
  DialogTriggerProps,
} from './Dialog';
