import { BookmarkCheck, BookmarkPlus } from 'lucide';
import { Svg, type IconProps } from '../Icon';

export interface SaveIconProps extends IconProps {
  /**
   * Whether the thing is saved already: a bookmark with a tick, else with a plus.
   * @default false
   */
  saved?: boolean;
}

/** A bookmark: saving a clip to a playlist, with a tick once it is saved. */
export function SaveIcon({ saved = false, ...props }: SaveIconProps) {
  return <Svg {...props} node={saved ? BookmarkCheck : BookmarkPlus} name={saved ? 'saved' : 'save'} />;
}
