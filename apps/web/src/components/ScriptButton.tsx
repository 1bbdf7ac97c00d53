import { Button, type ButtonProps } from '@clipmarket/ui';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server's render and while the page hydrates, true once the page's script runs it. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/**
 * A button whose work is all script: a form's submit button where the form has no address of its own to post
 * to, or a button with no form at all. Rendered disabled on the server and until the page hydrates, so a press
 * before the script has taken the page over shows as not taken rather than being lost (a buyer on a slow
 * phone, opening a mailed link cold). A form sent before then would go natively, as a GET to the page itself
 * with what was typed (an e-mail and a password) in its address; a disabled default button also stops Enter
 * from sending it.
 */
export function ScriptButton({ disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  return <Button {...props} disabled={!hydrated || disabled} />;
}
