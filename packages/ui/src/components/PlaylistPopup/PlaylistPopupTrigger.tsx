import type { ComponentPropsWithRef } from 'react';
import * as styles from './PlaylistPopup.styles';
import { PLAYLIST_POPUP_TEXT } from './playlistPopupText';

export type PlaylistPopupTriggerButtonProps = ComponentPropsWithRef<'button'>;

/** A plain button that opens a playlist popup; spread the `trigger` props on it. */
export function PlaylistPopupTrigger({ children, ...props }: PlaylistPopupTriggerButtonProps) {
  return (
    <button type="button" css={styles.trigger} {...props}>
      {children ?? PLAYLIST_POPUP_TEXT.title}
    </button>
  );
}
