import { savedSearchQueryOf, savedSearchSummary, type SearchRequest } from '@clipmarket/core';
import { SaveSearchDialog, useSnackbar, type SaveSearchValue } from '@clipmarket/ui';
import { useState } from 'react';
import { SAVED_SEARCH_COPY as COPY } from './savedSearchCopy';
import { saveFailure, useSavedSearchActions } from './savedSearches';

export interface SaveSearchProps {
  /** The search shown, whose words and filters are saved. */
  filters: SearchRequest;
  onClose: () => void;
}

/**
 * Saving the search on screen (issue 33, item 3; ADR 90): the dialog that names it and sets its alert, loaded
 * when the buyer first asks for it. A refusal (the name taken, the account full) stays in the dialog with what
 * was typed; a save closes it and says where the saved search is.
 */
export default function SaveSearch({ filters, onClose }: SaveSearchProps) {
  const query = savedSearchQueryOf(filters);
  const actions = useSavedSearchActions();
  const snackbar = useSnackbar();
  const [status, setStatus] = useState<'idle' | 'saving'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (!query) return null;

  const onSave = async ({ name, alert }: SaveSearchValue) => {
    setStatus('saving');
    setError(null);
    try {
      await actions.create({ name, query, alert });
      snackbar.enqueue({ message: COPY.saved(name, alert !== 'off'), severity: 'success' });
      onClose();
    } catch (failure) {
      setError(saveFailure(failure));
      setStatus('idle');
    }
  };

  return (
    <SaveSearchDialog
      open
      defaultName={query.q || savedSearchSummary(query)[0]!}
      summary={savedSearchSummary(query)}
      status={status}
      error={error}
      onSave={(value) => void onSave(value)}
      onClose={onClose}
    />
  );
}
