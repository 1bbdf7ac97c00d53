import {
  NOTHING_SAVED,
  PAGES,
  searchOfSaved,
  searchToQuery,
  type SavedSearch,
  type SavedSearchQuery,
} from '@clipmarket/core';
import { Button, Select, useSnackbar } from '@clipmarket/ui';
import { routes } from '@clipmarket/core/routes';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { AppLink } from '../../components/AppLink';
import { useSession } from '../../session/AuthProvider';
import { SAVED_SEARCH_COPY } from './savedSearchCopy';
import { saveFailure, useSavedSearchActions, useSavedSearches } from './savedSearches';
import { useSignedInAction } from './useSignedInAction';
import * as styles from './WireFollow.styles';

const COPY = SAVED_SEARCH_COPY.wire;
const NONE: readonly string[] = [];

/** What following a category saves: the category alone. */
const categoryQuery = (category: string): SavedSearchQuery => ({
  ...NOTHING_SAVED,
  categories: [category],
});

/** Whether a saved search follows the category: the category alone (as a search address), its alert on. */
const follows = (saved: SavedSearch, category: string) =>
  saved.alert !== 'off' &&
  searchToQuery(searchOfSaved(saved.query)) === searchToQuery(searchOfSaved(categoryQuery(category)));

/**
 * Following the wire by category (issue 33, item 3; ADR 90): a saved search of the category alone, with a daily
 * alert, named "The wire: <category>", managed with the other saved searches. A visitor is asked to log in.
 */
export function WireFollow() {
  const { user } = useSession();
  // The filter panel's categories, read under the same key, but not through the search page's data module: the
  // wire's page would then share (and split off) a chunk of the search page's.
  const categories =
    useSWR(keys.categories(), () => call(routes.categoriesEndpoint, { query: {} })).data?.result ?? NONE;
  const saved = useSavedSearches(Boolean(user));
  const actions = useSavedSearchActions();
  const snackbar = useSnackbar();
  const [category, setCategory] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = category || categories[0] || '';
  const following = (saved.data?.data ?? []).filter((s) => categories.some((c) => follows(s, c)));
  const isFollowed = following.some((s) => follows(s, chosen));

  const follow = async () => {
    setBusy(true);
    try {
      await actions.create({ name: COPY.name(chosen), query: categoryQuery(chosen), alert: 'daily' });
      snackbar.enqueue({ message: COPY.followed(chosen), severity: 'success' });
    } catch (error) {
      snackbar.enqueue({ message: saveFailure(error), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const onFollow = useSignedInAction(() => void follow(), COPY.signIn);

  return (
    <section css={styles.box} aria-labelledby="wire-follow">
      <h2 id="wire-follow" css={styles.heading}>
        {COPY.heading}
      </h2>
      <p css={styles.lead}>{COPY.lead}</p>
      <div css={styles.controls}>
        {/* Drawn before the categories arrive (disabled), so the feed below does not move when they do. */}
        <Select
          label={COPY.category}
          size="sm"
          value={chosen}
          disabled={categories.length === 0}
          onChange={(e) => setCategory(e.target.value)}
        >
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
        {isFollowed ? (
          <p css={styles.following}>{COPY.following(chosen)}</p>
        ) : (
          <Button size="sm" loading={busy} disabled={categories.length === 0} onClick={onFollow}>
            {COPY.follow}
          </Button>
        )}
      </div>
      {following.length > 0 ? (
        <p css={styles.lead}>
          {COPY.followingList(following.map((s) => s.query.categories[0]!))}{' '}
          <AppLink href={PAGES.savedSearches.href()}>{COPY.manage}</AppLink>
        </p>
      ) : null}
    </section>
  );
}
