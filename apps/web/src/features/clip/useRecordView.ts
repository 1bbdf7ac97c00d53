import { routes } from '@clipmarket/core/routes';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { call } from '../../api/client';
import { useSession } from '../../session/AuthProvider';
import { recordSessionEvent } from '../search';

/** The account's "Clips you viewed" list (AccountPanelPage's `['history', 'view', username]` key). */
const isViewHistoryKey = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === 'history' && key[1] === 'view';

/**
 * Records that the signed-in user opened a clip (`POST /api/v1/lp/history/video/view`, spec section 7), so
 * "Clips you viewed" lists it; a visitor's views are not recorded. A view that fails to record is not the
 * buyer's concern and says nothing.
 */
export function useRecordView(jmId: string | undefined): void {
  const { user } = useSession();
  const username = user?.username;
  const { mutate } = useSWRConfig();
  // Anyone's view counts toward this session's engagement (spec section 9), signed in or not.
  useEffect(() => {
    if (jmId) recordSessionEvent({ type: 'view', jmId });
  }, [jmId]);
  useEffect(() => {
    if (!jmId || !username) return;
    let current = true;
    call(routes.recordViewHistoryEndpoint, { body: { username, jmIds: [jmId] } })
      .then(() => (current ? mutate(isViewHistoryKey) : undefined))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [jmId, username, mutate]);
}
