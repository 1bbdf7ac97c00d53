import { ApiRequestError, type TeamClipComments } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { ClipReview } from '@clipmarket/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '../../api/client';
import { TEAM_COMMENTS_COPY } from './shareCopy';

/** The message of a refused call, or the copy's own when there is none to show. */
const messageOf = (error: unknown) =>
  error instanceof ApiRequestError && error.status < 500 ? error.message : TEAM_COMMENTS_COPY.failed;

/**
 * What the team said on the clips of a colleague's playlist (ADR 92), and the caller's comments as they post
 * them: a member reads and comments, and the playlist's owner reads it all in its review panel.
 */
export function useTeamComments(uuid: string, enabled: boolean) {
  const thread = useSWR(enabled ? ['playlists', 'teamComments', uuid] : null, () =>
    call(routes.teamCommentsEndpoint, { params: { uuid } }),
  );
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  async function comment(jmId: string, text: string) {
    setSaving((current) => new Set(current).add(jmId));
    setErrors(({ [jmId]: _, ...rest }) => rest);
    try {
      const clip = await call(routes.teamCommentEndpoint, {
        params: { uuid },
        body: { jmId, comment: text },
      });
      await thread.mutate(
        (data) => data && { clips: [...data.clips.filter((item) => item.jmId !== clip.jmId), clip] },
        { revalidate: false },
      );
    } catch (error) {
      setErrors((current) => ({ ...current, [jmId]: messageOf(error) }));
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(jmId);
        return next;
      });
    }
  }

  return { thread, saving, errors, comment };
}

/** Under a clip's row of a colleague's playlist: the team's comments on it, oldest first, and Add a comment. */
export function TeamClipComments({
  title,
  clip,
  saving,
  error,
  onComment,
}: {
  title: string;
  clip: TeamClipComments | undefined;
  saving: boolean;
  error: string | undefined;
  onComment: (text: string) => void;
}) {
  return (
    <ClipReview
      clipTitle={title}
      decisions={false}
      decision={null}
      comments={(clip?.comments ?? []).map((c) => ({
        id: c.id,
        text: c.text,
        at: c.at,
        author: c.mine ? TEAM_COMMENTS_COPY.you : c.author.name,
      }))}
      status={saving ? 'saving' : 'idle'}
      error={error ?? null}
      onDecide={() => undefined}
      onComment={onComment}
    />
  );
}
