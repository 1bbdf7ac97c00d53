import type { AlertFrequency } from '@clipmarket/core';
import { SavedSearchList, useSnackbar } from '@clipmarket/ui';
import { useState } from 'react';
import { AccountShell } from '../../components/AccountShell';
import { AppLink } from '../../components/AppLink';
import { SignInRequired } from '../../components/SignInRequired';
import { useSessionGate } from '../../session/useSessionGate';
import { SAVED_SEARCH_COPY as COPY } from './savedSearchCopy';
import { listItem, useSavedSearchActions, useSavedSearches } from './savedSearches';

/**
 * `/account/saved-searches` (issue 33, item 3; ADR 90): the account's saved searches, each with the clips that
 * entered the library since it was last opened, its email alert (off, daily, weekly), and delete. Opening one
 * marks it seen and runs it on the search page.
 */
export default function SavedSearchesPage() {
  const gate = useSessionGate();
  return (
    <AccountShell heading={COPY.heading} lead={COPY.lead}>
      {gate === 'signedIn' ? (
        <SavedSearches />
      ) : gate === 'checking' ? null : (
        <SignInRequired reason={COPY.signInReason} />
      )}
    </AccountShell>
  );
}

function SavedSearches() {
  const list = useSavedSearches(true);
  const actions = useSavedSearchActions();
  const snackbar = useSnackbar();
  const [busyIds, setBusyIds] = useState<readonly string[]>([]);
  const items = (list.data?.data ?? []).map(listItem);

  /** Runs a change of one saved search, its row busy meanwhile; a failure is said, and the list kept. */
  const change = async (id: string, work: () => Promise<void>, done?: string) => {
    setBusyIds((ids) => [...ids, id]);
    try {
      await work();
      if (done) snackbar.enqueue({ message: done, severity: 'success' });
    } catch {
      snackbar.enqueue({ message: COPY.changeFailed, severity: 'error' });
    } finally {
      setBusyIds((ids) => ids.filter((busy) => busy !== id));
    }
  };
  const nameOf = (id: string) => items.find((item) => item.id === id)?.name ?? '';

  return (
    <SavedSearchList
      status={list.error && !list.data ? 'error' : list.data ? 'ready' : 'loading'}
      items={items}
      busyIds={busyIds}
      linkComponent={AppLink}
      onRetry={() => void list.mutate()}
      onOpen={(id) => actions.seen(id)}
      onAlertChange={(id, alert: AlertFrequency) => void change(id, () => actions.setAlert(id, alert))}
      onDelete={(id) => void change(id, () => actions.remove(id), COPY.deleted(nameOf(id)))}
    />
  );
}
