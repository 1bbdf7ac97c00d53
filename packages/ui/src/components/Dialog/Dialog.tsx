import { OVERLAY_TEXT } from '@clipmarket/core';
import {
  forwardRef,
  createContext,
  useContext,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useModalDialog, type ModalDialogTriggerProps } from '../../primitives/dialog';
import { Button, type ButtonProps } from '../Button';
import { CloseIcon } from '../Icon';
import { IconButton, type IconButtonProps } from '../IconButton';
import * as styles from './Dialog.styles';
import { useThemeCheck } from '../../theme/useThemeCheck';

/** What the `trigger` render prop receives: spread it on a button; focus comes back to it on close. */
export type DialogTriggerProps = ModalDialogTriggerProps;

/** What the parts (and a render-function child) can reach of their dialog. */
export interface DialogApi {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Asks to open or close it: an uncontrolled dialog follows, a controlled one tells `onOpenChange`. */
  setOpen: (open: boolean) => void;
  /** The title's id: for `aria-labelledby` on a form or a group inside. */
  titleId: string;
  /** The title element, e.g. to put focus back on it when the content changes under it. */
  titleRef: RefObject<HTMLHeadingElement | null>;
}

interface DialogContextValue extends DialogApi {
  titleProps: { id: string; ref: RefObject<HTMLHeadingElement | null>; tabIndex: number };
}

const DialogContext = createContext<DialogContextValue | null>(null);

/** The dialog around a part; throws outside one, where a part would do nothing. */
export function useDialog(): DialogApi {
  const context = useContext(DialogContext);
  if (!context) throw new Error('Dialog parts must be rendered inside a <Dialog>.');
  return context;
}

/** `panel` a centred box; `sheet` a bottom sheet on a phone; `fullscreen` the whole phone screen. */
export type DialogLayout = keyof typeof styles.layouts;

// No `ref`: the dialog element's ref is its own (useModalDialog), and one given here replaced it.
export interface DialogProps extends Omit<
  ComponentPropsWithRef<'dialog'>,
  'open' | 'children' | 'onCancel' | 'onClose' | 'ref'
> {
  /** Controlled open state. Pair with `onOpenChange`. */
  open?: boolean;
  /**
   * Open state on first render when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the next open state: the trigger, a close part, Escape, a click on the backdrop. */
  onOpenChange?: (open: boolean) => void;
  /** Renders the button that opens the dialog; focus returns to it on close. */
  trigger?: (props: DialogTriggerProps) => ReactNode;
  /** What gets focus on open; the title when not given (a form dialog gives its first field). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Whether the dialog is shown as a modal at all: with `false` it stays closed whatever the open state
   * (e.g. a panel that is a dialog only on a phone).
   * @default true
   */
  modal?: boolean;
  /**
   * Where focus goes on close: `opener` back to what had it before the dialog opened; `trigger` always to
   * the trigger.
   * @default 'opener'
   */
  returnFocus?: 'opener' | 'trigger';
  /**
   * The dialog's shape; see `DialogLayout`. Set its width with `css` or `className` (`maxWidth`).
   * @default 'panel'
   */
  layout?: DialogLayout;
  /** The parts (`Dialog.Header`, `Dialog.Body`, `Dialog.Footer`), or a function of the dialog's state. */
  children?: ReactNode | ((dialog: DialogApi) => ReactNode);
}

/**
 * A modal dialog on the native `<dialog>`: opened with `showModal()` (the page behind turns inert), focus
 * on the title (or `initialFocusRef`) and trapped inside, Escape and the backdrop closing it, focus back
 * on the opener. Controlled (`open` + `onOpenChange`) or not (`defaultOpen`, `trigger`).
 */
function DialogRoot({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  initialFocusRef,
  modal = true,
  returnFocus = 'opener',
  layout = 'panel',
  children,
  ...props
}: DialogProps) {
  useThemeCheck('Dialog');
  const { isOpen, setOpen, triggerProps, dialogProps, headingProps, headingRef } = useModalDialog({
    open,
    defaultOpen,
    onOpenChange,
    initialFocusRef,
    modal,
    returnFocus,
  });
  const context: DialogContextValue = {
    isOpen,
    setOpen,
    titleId: headingProps.id,
    titleRef: headingRef,
    titleProps: headingProps,
  };

  return (
    <>
      {trigger?.(triggerProps)}
      {/* Escape and Tab are handled on the dialog (useModalDialog); its click handler only catches the backdrop. */}
      <dialog
        css={[styles.surface, styles.layouts[layout]]}
        data-state={isOpen ? 'open' : 'closed'}
        data-layout={layout}
        {...dialogProps}
        {...props}
      >
        <DialogContext.Provider value={context}>
          {typeof children === 'function' ? children(context) : children}
        </DialogContext.Provider>
      </dialog>
    </>
  );
}

export type DialogHeaderProps = ComponentPropsWithRef<'div'>;

/** The title and the close button, side by side; it stays in view while the dialog scrolls. */
export const DialogHeader = forwardRef<HTMLDivElement, DialogHeaderProps>(function DialogHeader(
  props: DialogHeaderProps,
  ref,
) {
  return <div css={styles.header} {...props} ref={ref} />;
});

// No `ref`: the title's ref is the dialog's (`useDialog().titleRef`), and one given here replaced it.
export interface DialogTitleProps extends Omit<ComponentPropsWithRef<'h2'>, 'id' | 'tabIndex' | 'ref'> {
  /**
   * The heading level: `h2` in a page whose main heading is `h1`.
   * @default 'h2'
   */
  as?: 'h2' | 'h3';
}

/** The heading that names the dialog (its `aria-labelledby`); it takes focus on open, with no focus ring. */
export function DialogTitle({ as: Heading = 'h2', ...props }: DialogTitleProps) {
  const context = useContext(DialogContext);
  if (!context) throw new Error('Dialog.Title must be rendered inside a <Dialog>.');
  return <Heading css={styles.title} {...context.titleProps} {...props} />;
}

export type DialogCloseProps =
  | (Omit<IconButtonProps, 'label' | 'children'> & { label?: string; children?: undefined })
  | (ButtonProps & { label?: undefined });

/**
 * Closes the dialog. Without children: the round icon button of the header, named `label` ('Close' unless
 * given). With children: a `Button` (secondary unless `variant` says), e.g. the footer's "Close".
 */
export const DialogClose = forwardRef<HTMLButtonElement, DialogCloseProps>(function DialogClose(
  { onClick, ...props }: DialogCloseProps,
  ref,
) {
  const { setOpen } = useDialog();
  function close(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) setOpen(false);
  }
  if (props.children === undefined) {
    const { label = OVERLAY_TEXT.close, ...rest } = props as Omit<IconButtonProps, 'children'>;
    return (
      <IconButton label={label} onClick={close} {...rest} ref={ref}>
        <CloseIcon />
      </IconButton>
    );
  }
  return <Button onClick={close} {...(props as ButtonProps)} ref={ref} />;
});

export type DialogBodyProps = ComponentPropsWithRef<'div'>;

/** The dialog's content, padded; it scrolls with the dialog between the sticky header and footer. */
export const DialogBody = forwardRef<HTMLDivElement, DialogBodyProps>(function DialogBody(
  props: DialogBodyProps,
  ref,
) {
  return <div css={styles.body} {...props} ref={ref} />;
});

export type DialogFooterProps = ComponentPropsWithRef<'div'>;

/** The actions, at the end, above a rule; it sticks to the bottom so they stay in view on a short screen. */
export const DialogFooter = forwardRef<HTMLDivElement, DialogFooterProps>(function DialogFooter(
  props: DialogFooterProps,
  ref,
) {
  return <div css={styles.footer} {...props} ref={ref} />;
});

/** The modal dialog with its parts: `Dialog.Header`, `.Title`, `.Close`, `.Body`, `.Footer` (Radix's anatomy). */
export const Dialog = Object.assign(DialogRoot, {
  Header: DialogHeader,
  Title: DialogTitle,
  Close: DialogClose,
  Body: DialogBody,
  Footer: DialogFooter,
});
