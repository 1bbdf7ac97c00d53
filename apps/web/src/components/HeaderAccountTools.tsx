import { HeaderLists } from './HeaderLists';
import { HeaderNotifications } from './HeaderNotifications';

/** What the header shows a signed-in buyer before their account link: the bell, then their lists. One chunk. */
export function HeaderAccountTools() {
  return (
    <>
      <HeaderNotifications />
      <HeaderLists />
    </>
  );
}
