import { ONBOARDING_DEFAULT_PLAYLIST_NAME, type OnboardingState, PAGES } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import {
  Checkbox,
  InlineAlert,
  ONBOARDING_STEPS,
  OnboardingSteps,
  Radio,
  RadioGroup,
  VideoCard,
  type OnboardingPlaylist,
} from '@clipmarket/ui';
import { useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '../../api/client';
import { keys, matches } from '../../api/keys';
import { useSession } from '../../session/AuthProvider';
import { useSessionGate } from '../../session/useSessionGate';
import { AppLink } from '../../components/AppLink';
import { PageShell } from '../../components/PageShell';
import { SignInRequired } from '../../components/SignInRequired';
import { ONBOARDING_PAGE_COPY as COPY, type OnboardingProjectType } from './onboardingCopy';
import * as styles from './OnboardingPage.styles';
import { useOnboarding, type OnboardingFields } from './useOnboarding';

const FIRST_CLIPS = 4;
const STEP_IDS = ONBOARDING_STEPS.map((step) => step.id);
const PROJECT_TYPES = Object.keys(COPY.projectTypes) as OnboardingProjectType[];

/** The step to resume at: the one after the highest completed (steps 2 to 4 report completion). */
function resumeStep(record: OnboardingState): string {
  const index = Math.min(record.onboardingStepCompleted, STEP_IDS.length - 1);
  return STEP_IDS[index] ?? STEP_IDS[0]!;
}

/** The playlist the finish filled, from the server's answer; none when no clip was picked. */
function playlistOf(record: OnboardingState | null): OnboardingPlaylist | null {
  if (!record?.playlistUuid || record.playlistName === null) return null;
  return {
    name: record.playlistName,
    videoCount: record.playlistVideoCount,
    href: PAGES.playlist.href({ playlistId: record.playlistUuid }),
  };
}

/**
 * `/onboarding` (spec sections 3, 4 and 7): a signed-in buyer's four steps (a welcome and three). The
 * onboarding is created on entry; each completed step sends its choices (steps 2, 3 and 4 as progress), and
 * finishing with clips picked saves them to 'My First Playlist', which the last screen names and links to.
 */
export default function OnboardingPage() {
  const gate = useSessionGate();
  return (
    <PageShell heading={COPY.heading}>
      {gate === 'signedIn' ? (
        <Onboarding />
      ) : gate === 'checking' ? (
        <p role="status">{COPY.checking}</p>
      ) : (
        <SignInRequired reason={COPY.signInReason} />
      )}
    </PageShell>
  );
}

function Onboarding() {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState(STEP_IDS[0]!);
  const [projectType, setProjectType] = useState<OnboardingProjectType | null>(null);
  const [collections, setCollections] = useState<string[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  // Set when Next completed a step: the component then asks to move on, which waits for the save instead.
  const completing = useRef(false);
  const onboarding = useOnboarding(user!.userUuid, (record) => {
    setStep(resumeStep(record));
    setProjectType(record.onboardingProjectType);
    setCollections(record.onboardingCollections);
    setPicked(record.onboardingVideo);
  });
  const collectionList = useSWR(keys.collections(), () => call(routes.collectionsEndpoint));
  const trending = useSWR(keys.videos({ trending: true, max: FIRST_CLIPS }), () =>
    call(routes.videosEndpoint, { query: { trending: 'true', max: FIRST_CLIPS } }),
  );

  const finish = (fields: OnboardingFields) =>
    onboarding.save({ ...fields, onboardingIsFinish: true }, (record) => {
      // The new list shows in the header's menu, the lists page and the cards' saved marks.
      if (record.playlistUuid) {
        void mutate(matches('playlists'));
        void mutate(matches('favourites'));
      }
    });

  const complete = (stepId: string, stepNumber: number) => {
    completing.current = true;
    const next = STEP_IDS[STEP_IDS.indexOf(stepId) + 1];
    const moveOn = () => {
      if (next) setStep(next);
    };
    if (stepId === 'projectType') {
      void onboarding.save(
        { onboardingStepCompleted: stepNumber, onboardingProjectType: projectType ?? undefined },
        moveOn,
      );
    } else if (stepId === 'collections') {
      void onboarding.save(
        { onboardingStepCompleted: stepNumber, onboardingCollections: collections },
        moveOn,
      );
    } else {
      void finish({ onboardingStepCompleted: stepNumber, onboardingVideo: picked });
    }
  };

  const togglePick = (jmId: string) =>
    setPicked((chosen) => (chosen.includes(jmId) ? chosen.filter((id) => id !== jmId) : [...chosen, jmId]));

  return (
    <OnboardingSteps
      status={onboarding.status}
      step={step}
      onStepComplete={complete}
      onStepChange={(next) => {
        if (completing.current) completing.current = false;
        else setStep(next);
      }}
      onFinish={() => {
        if (completing.current) {
          completing.current = false;
          return;
        }
        // Skipped: finished without saving any clip.
        setPicked([]);
        void finish({ onboardingVideo: [] });
      }}
      onRetry={onboarding.retry}
      errorMessage={onboarding.errorMessage}
      playlist={playlistOf(onboarding.record)}
      exploreHref={PAGES.search.href()}
      listsHref={PAGES.lists.href()}
      linkComponent={AppLink}
      canAdvance={step !== 'projectType' || projectType !== null}
    >
      {step === 'projectType' ? (
        <RadioGroup<OnboardingProjectType>
          css={styles.question}
          label={COPY.projectTypeLegend}
          name="projectType"
          value={projectType}
          onChange={setProjectType}
        >
          {PROJECT_TYPES.map((type) => (
            <Radio key={type} value={type}>
              {COPY.projectTypes[type]}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {step === 'collections' ? (
        <fieldset css={styles.choices}>
          <legend css={styles.legend}>{COPY.collectionsLegend}</legend>
          {(collectionList.data?.data ?? []).slice(0, 8).map((collection) => (
            <Checkbox
              key={collection.slug}
              css={styles.choice}
              label={collection.title}
              name="collections"
              value={collection.slug}
              checked={collections.includes(collection.slug)}
              onChange={(event) =>
                setCollections((chosen) =>
                  event.target.checked
                    ? [...chosen, collection.slug]
                    : chosen.filter((slug) => slug !== collection.slug),
                )
              }
            />
          ))}
          {collectionList.error ? <InlineAlert tone="error">{COPY.collectionsFailed}</InlineAlert> : null}
        </fieldset>
      ) : null}
      {step === 'firstVideo' ? (
        <section aria-label={COPY.clipsHeading}>
          <ul css={styles.clips}>
            {(trending.data?.data ?? []).map((video) => (
              <li key={video.jmId}>
                <VideoCard
                  video={video}
                  href={PAGES.view.href({ videoId: video.jmId })}
                  linkComponent={AppLink}
                  headingLevel={3}
                  isFav={picked.includes(video.jmId)}
                  onSave={() => togglePick(video.jmId)}
                  viewerRoles={user?.roles}
                />
              </li>
            ))}
          </ul>
          {trending.error ? <InlineAlert tone="error">{COPY.clipsFailed}</InlineAlert> : null}
          <p role="status" css={styles.picked}>
            {COPY.picked(picked.length, onboarding.record?.playlistName ?? ONBOARDING_DEFAULT_PLAYLIST_NAME)}
          </p>
        </section>
      ) : null}
    </OnboardingSteps>
  );
}
