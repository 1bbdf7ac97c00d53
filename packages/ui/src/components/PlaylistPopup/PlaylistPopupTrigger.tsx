import type { ComponentPropsWithRef } from 'react';
import { Button } from '../Button';
import { PLAYLIST_POPUP_TEXT } from './playlistPopupText';

export type PlaylistPopupTriggerButtonProps = ComponentPropsWithRef<'button'>;

/** A plain button that opens a playlist popup; spread the `trigger` props on it. */
export function PlaylistPopupTrigger({ children, ...props }: PlaylistPopupTriggerButtonProps) {
  return <Button {...props}>{children ?? PLAYLIST_POPUP_TEXT.title}</Button>;
}
