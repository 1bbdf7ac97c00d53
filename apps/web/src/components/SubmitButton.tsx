import { Button, type ButtonProps } from '@clipmarket/ui';
import { useHydrated } from './useHydrated';

/**
 * The submit button of a form whose work is all script (it has no address of its own to post to). Rendered
 * disabled on the server and until the page hydrates: a form sent before then would go natively, as a GET to
 * the page itself with what was typed (an e-mail and a password) in its address, and the typing lost. A
 * disabled default button also stops Enter from sending it.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={!hydrated || disabled} />;
}
