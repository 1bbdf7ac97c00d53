import { ConsentManager, type ConsentManagerProps } from '@clipmarket/ui';

/**
 * The consent manager's dialog, loaded the first time the Privacy Preferences tab is pressed (or pointed
 * at): nothing on a page needs it before then, and it is most of the consent layer's code and styles.
 */
export default function ConsentDialog(props: Omit<ConsentManagerProps, 'trigger'>) {
  return <ConsentManager {...props} />;
}
