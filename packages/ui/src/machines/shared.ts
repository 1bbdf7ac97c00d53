import { ApiRequestError } from '@clipmarket/core';
import { fromPromise, type NonReducibleUnknown } from 'xstate';

/** How loud a notice is; the same four the snackbar and the toast take. */
export type NoticeSeverity = 'info' | 'success' | 'warning' | 'error';

/**
 * A message for the user that a machine emits (`emit`) rather than shows: the app decides whether it becomes
 * a toast or a snackbar, so machines stay free of UI.
 */
export interface MachineNotice {
  type: 'notice';
  severity: NoticeSeverity;
  message: string;
}

/**
 * A promise actor the app must supply with `machine.provide({ actors: { [name]: … } })`. The package never
 * hard-codes a transport, so the default only fails, loudly and by name.
 */
export function actorToProvide<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(
      `The "${name}" actor was not provided: pass it with machine.provide({ actors: { ${name} } }).`,
    );
  });
}

/**
 * The server's words in a failed call, for the rules that map them to the spec's messages: the download
 * service's `errorMessage`, else the API's `message`, else the error's own message. Null when there are none.
 */
export function serverMessageOf(error: unknown): string | null {
  if (error instanceof ApiRequestError) return error.body.errorMessage ?? error.body.message;
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'string') return error || null;
  return null;
}

/** The HTTP status of a failed call made with the typed client, or null. */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiRequestError ? error.status : null;
}

/** The name of the top-level state a snapshot is in: `{ pending: 'validating' }` gives 'pending'. */
export function topLevelState<T extends string>(value: T | Partial<Record<T, unknown>>): T {
  return typeof value === 'string' ? value : (Object.keys(value)[0] as T);
}

/**
 * Every message of a failed call made with the typed client (a bulk add answers one per refused clip), for
 * `mapBulkAddError`; empty for any other failure.
 */
export function serverMessagesOf(error: unknown): string[] {
  if (!(error instanceof ApiRequestError)) return [];
  return error.body.messages ?? [error.body.message];
}
