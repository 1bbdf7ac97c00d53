import { forwardRef, type ComponentPropsWithRef } from 'react';
import { Button } from '../Button';
import { PLAYLIST_POPUP_TEXT } from './playlistPopupText';

export type PlaylistPopupTriggerButtonProps = ComponentPropsWithRef<'button'>;

/** A plain button that opens a playlist popup; spread the `trigger` props on it. */
export const PlaylistPopupTrigger = forwardRef<HTMLButtonElement, PlaylistPopupTriggerButtonProps>(
  function PlaylistPopupTrigger({ children, ...props }: PlaylistPopupTriggerButtonProps, ref) {
    return (
      <Button {...props} ref={ref}>
        {children ?? PLAYLIST_POPUP_TEXT.title}
      </Button>
    );
  },
);
