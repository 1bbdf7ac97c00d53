import { ApiRequestError, MESSAGES, type ApiError } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import {
  InlineAlert,
  InquiryForm,
  type InquiryClip,
  type InquiryErrorKey,
  type InquiryErrors,
  type InquiryFormStatus,
  type InquiryPayload,
  type InquiryValues,
} from '@clipmarket/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useSearch } from 'wouter';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { useSession } from '../../session/AuthProvider';
import { PageShell } from '../../components/PageShell';
import { inquiryClipIds, type InquiryAbout } from './inquiryLink';
import * as styles from './InquiryPage.styles';

export const INQUIRY_PAGE_COPY = {
  heading: 'Licensing inquiry',
  lead: 'Tell us about your project: custom rights, broadcast, out-of-home, exclusivity or a bulk deal.',
  /** Shown as a clip's title until its title arrives. */
  loadingTitle: 'Loading the title…',
  /**
   * The project as worded for the buyer who came from a clip's advertising answer (`?about=`): an advertising
   * licence for a clip cleared for it, or a check of one whose advertising use must be checked first.
   */
  intent: {
    advertising:
      'I would like a Custom licence to use this clip in advertising: paid media, sponsored posts or a brand’s ads.',
    advertisingCheck:
      'Please check whether this clip can be licensed for advertising (paid media, sponsored posts or a brand’s ads), and quote a Custom licence if it can.',
  },
  /** The clips of the link the library does not have (the server would leave them out too). */
  unknownClips: (count: number) =>
    count === 1
      ? 'One clip in this link is not in the library any more and was left out.'
      : `${count} clips in this link are not in the library any more and were left out.`,
} as const;

/**
 * What the address says the inquiry is about (`?about=`, `inquiryHref`'s), if it is one this page words; here,
 * not beside `inquiryHref`, which the clip page loads.
 */
export function inquiryAbout(search: string): InquiryAbout | null {
  const about = new URLSearchParams(search).get('about');
  return about === 'advertising' || about === 'advertisingCheck' ? about : null;
}

/** The form's error keys: a server message `field: text` whose field is one of these marks that field. */
const FIELD_KEYS: ReadonlySet<string> = new Set<InquiryErrorKey>([
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'companyName',
  'country',
  'showTitleName',
  'mediaUsage',
  'exclusiveUntil',
  'intent',
]);

/** A clip of the link: found in the library (with its title), not there (left out), or not known yet. */
type LinkedClip = InquiryClip & { missing?: boolean };

/**
 * The clips' titles, a few requests at a time (a cart can name up to 200 clips). A clip the library does not
 * have is marked missing; one that could not be read keeps its id alone, so it is still sent.
 */
async function loadClips(ids: readonly string[]): Promise<LinkedClip[]> {
  const clips: LinkedClip[] = [];
  for (let start = 0; start < ids.length; start += 6) {
    const batch = ids.slice(start, start + 6);
    clips.push(
      ...(await Promise.all(
        batch.map(async (jmId): Promise<LinkedClip> => {
          try {
            const video = await call(routes.videoEndpoint, { params: { jmId } });
            return { jmId, title: video.title, publishingTitle: video.publishingTitle };
          } catch (error) {
            if (error instanceof ApiRequestError && error.status === 404) return { jmId, missing: true };
            return { jmId };
          }
        }),
      )),
    );
  }
  return clips;
}

/**
 * A key under the `video` resource (api/keys.ts) for several clips at once, so whatever refreshes clips refreshes
 * these titles too. Local: only this page reads clips by the batch.
 */
const clipsKey = (ids: readonly string[]) => ['video', 'inquiryClips', ids.join(',')] as const;

/** What the server's refusal says, by field where it names one (its 400 lists `field: message`). */
export function refusalOf(error: unknown): { fieldErrors: InquiryErrors | null; message: string | null } {
  if (!(error instanceof ApiRequestError) || error.status >= 500) {
    return { fieldErrors: null, message: MESSAGES.serverError };
  }
  const body: ApiError = error.body;
  const fieldErrors: InquiryErrors = {};
  const others: string[] = [];
  for (const line of body.messages ?? []) {
    const at = line.indexOf(': ');
    const field = at > 0 ? line.slice(0, at).split('.')[0]! : '';
    if (FIELD_KEYS.has(field)) fieldErrors[field as InquiryErrorKey] ??= line.slice(at + 2);
    else others.push(line);
  }
  const marked = Object.keys(fieldErrors).length > 0;
  return {
    fieldErrors: marked ? fieldErrors : null,
    // Problems the form cannot mark (the clips, a body it could not read) are said in the alert.
    message: others.length > 0 ? others.join(' ') : marked ? null : body.message,
  };
}

/**
 * The licensing inquiry (spec sections 2, 3 and 7): `POST /api/mail/licensing` through the lean client.
 *
 * The clips come from the address, `/inquiry?clips=1254381,1198734` (one `clips` parameter, jmIds
 * joined by commas: `inquiryHref` in `inquiryLink.ts` builds it, for the clip page's Custom choice and the
 * cart). From a clip's advertising answer the address adds `&about=advertising` (or `advertisingCheck`): the
 * form starts with Advertising ticked and the project worded, so the buyer sends it as it is. The buyer can take clips out before sending; a signed-in buyer's name, e-mail and company are filled
 * in. The thanks quote the server's reference, and go on a route change (spec section 4: "The inquiry-success
 * flag is cleared on route change"): leaving the page unmounts them, and a link back to this page while they
 * show brings a new form.
 */
export default function InquiryPage() {
  // A new form, empty but for the profile, for each inquiry.
  const [round, setRound] = useState(0);
  const newInquiry = useCallback(() => setRound((n) => n + 1), []);
  return (
    <PageShell heading={INQUIRY_PAGE_COPY.heading} lead={INQUIRY_PAGE_COPY.lead}>
      <Inquiry key={round} onNewInquiry={newInquiry} />
    </PageShell>
  );
}

function Inquiry({ onNewInquiry }: { onNewInquiry: () => void }) {
  const search = useSearch();
  const linkedIds = useMemo(() => inquiryClipIds(search), [search]);
  // Clips the buyer took out, for the address they were taken from (a new address starts with all of its clips).
  const [removed, setRemoved] = useState<{ search: string; ids: ReadonlySet<string> }>({
    search,
    ids: new Set(),
  });
  const removedIds = useMemo(
    () => (removed.search === search ? removed.ids : new Set<string>()),
    [removed, search],
  );

  const titles = useSWR(linkedIds.length > 0 ? clipsKey(linkedIds) : null, () => loadClips(linkedIds), {
    revalidateOnFocus: false,
  });
  const clips = useMemo<LinkedClip[]>(
    () =>
      (
        titles.data ?? linkedIds.map((jmId) => ({ jmId, publishingTitle: INQUIRY_PAGE_COPY.loadingTitle }))
      ).filter((clip) => !removedIds.has(clip.jmId)),
    [titles.data, linkedIds, removedIds],
  );
  const found = clips.filter((clip) => !clip.missing);
  const missing = (titles.data ?? []).filter((clip) => clip.missing).length;

  const { user } = useSession();
  const profile = useSWR(user ? keys.profile() : null, () => call(routes.profileEndpoint));
  // From a clip's advertising answer: Advertising ticked and the project worded, the clip above (one step).
  const about = useMemo(() => inquiryAbout(search), [search]);
  const defaultValues = useMemo<Partial<InquiryValues> | undefined>(() => {
    const asked: Partial<InquiryValues> = about
      ? { mediaUsageAdvertisement: true, intent: INQUIRY_PAGE_COPY.intent[about] }
      : {};
    if (profile.data) {
      return {
        ...asked,
        firstName: profile.data.firstName,
        lastName: profile.data.lastName,
        email: profile.data.email,
        companyName: profile.data.company ?? '',
      };
    }
    return user ? { ...asked, email: user.username } : about ? asked : undefined;
  }, [profile.data, user, about]);

  const [status, setStatus] = useState<InquiryFormStatus>('editing');
  const [reference, setReference] = useState<string | null>(null);
  const [failure, setFailure] = useState<ReturnType<typeof refusalOf>>({ fieldErrors: null, message: null });

  // Any navigation while the thanks show (a link, even to this page; back or forward) clears them. wouter
  // announces every push as a 'pushState' event; a link to the same address changes no location to watch.
  useEffect(() => {
    if (status !== 'sent') return;
    const clear = () => onNewInquiry();
    addEventListener('pushState', clear);
    addEventListener('popstate', clear);
    return () => {
      removeEventListener('pushState', clear);
      removeEventListener('popstate', clear);
    };
  }, [status, onNewInquiry]);

  async function send(payload: InquiryPayload) {
    setStatus('submitting');
    try {
      const created = await call(routes.licensingInquiryEndpoint, { body: payload });
      setReference(created.reference);
      setStatus('sent');
    } catch (error) {
      setFailure(refusalOf(error));
      setStatus('failed');
    }
  }

  return (
    <>
      {missing > 0 && status !== 'sent' ? (
        <InlineAlert tone="info" css={styles.notice}>
          {INQUIRY_PAGE_COPY.unknownClips(missing)}
        </InlineAlert>
      ) : null}
      <InquiryForm
        status={status}
        headingLevel={2}
        showTitle={false}
        clips={found}
        defaultValues={defaultValues}
        reference={reference}
        errorMessage={failure.message}
        fieldErrors={failure.fieldErrors}
        onSubmit={(payload) => void send(payload)}
        onReset={onNewInquiry}
        onRemoveClip={(jmId) => setRemoved({ search, ids: new Set(removedIds).add(jmId) })}
      />
    </>
  );
}
