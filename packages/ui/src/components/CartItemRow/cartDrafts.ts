import { createContext, useContext, useEffect, useRef } from 'react';

/** Saves what an open project and PO form holds, if it differs from what is saved; the save's promise, if any. */
export type CartDraftSave = () => void | Promise<unknown>;

/** Where open forms put their `CartDraftSave`; the returned function takes it out again. */
export type CartDrafts = (save: CartDraftSave) => () => void;

/**
 * The cart's open project and PO forms. A buyer who types a project and a PO and then presses Check out, not
 * the form's Save, means them to go on the licences: the cart saves every open form first (issue 32, item 8:
 * a newcomer's project and PO were lost that way, and the certificate said "Not given").
 */
export const CartDraftsContext = createContext<CartDrafts | null>(null);

/** Keeps `save` (always its latest version) among the cart's drafts while the calling form is mounted. */
export function useCartDraft(save: CartDraftSave): void {
  const drafts = useContext(CartDraftsContext);
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => drafts?.(() => latest.current()), [drafts]);
}
