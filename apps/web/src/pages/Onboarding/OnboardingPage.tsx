import { routes } from '@clipmarket/core/routes';
import { ONBOARDING_STEPS, OnboardingSteps, type OnboardingStepsStatus } from '@clipmarket/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { useSession } from '../../auth/AuthProvider';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { AppLink } from '../../components/AppLink';
import { ClipCard } from '../../components/ClipCard';
import { PageShell } from '../../components/PageShell';
import { SignInRequired } from '../../components/SignInRequired';
import * as styles from './OnboardingPage.styles';

/** Project types a new buyer picks from in the second step. */
const PROJECT_TYPES = ['Social media', 'Advertising', 'TV or film', 'News', 'Non-profit'] as const;
const FIRST_CLIPS = 4;

/** The onboarding (spec sections 2 to 4): a welcome and three steps, the last saving a first clip. */
export default function OnboardingPage() {
  const { user, status } = useSession();
  const [step, setStep] = useState(ONBOARDING_STEPS[0]!.id);
  const [finished, setFinished] = useState(false);
  const [projectType, setProjectType] = useState('');
  const [collections, setCollections] = useState<string[]>([]);
  const collectionList = useSWR(user ? keys.collections() : null, () => call(routes.collectionsEndpoint));
  const trending = useSWR(user ? keys.videos({ trending: true, max: FIRST_CLIPS }) : null, () =>
    call(routes.videosEndpoint, { query: { trending: 'true', max: FIRST_CLIPS } }),
  );

  if (!user) {
    return (
      <PageShell heading="Get started">
        {status === 'pending' ? null : <SignInRequired reason="to set up your account" />}
      </PageShell>
    );
  }

  const stepStatus: OnboardingStepsStatus = finished ? 'finished' : 'ready';
  return (
    <PageShell heading="Get started">
      <OnboardingSteps
        status={stepStatus}
        step={step}
        onStepChange={setStep}
        onFinish={() => setFinished(true)}
        exploreHref="/licensing/search"
        listsHref="/licensing/account/lists"
        linkComponent={AppLink}
        canAdvance={step !== 'projectType' || projectType !== ''}
      >
        {step === 'projectType' ? (
          <fieldset css={styles.choices}>
            <legend css={styles.legend}>Project type</legend>
            {PROJECT_TYPES.map((type) => (
              <label key={type} css={styles.choice}>
                <input
                  type="radio"
                  name="projectType"
                  value={type}
                  checked={projectType === type}
                  onChange={() => setProjectType(type)}
                />
                {type}
              </label>
            ))}
          </fieldset>
        ) : null}
        {step === 'collections' ? (
          <fieldset css={styles.choices}>
            <legend css={styles.legend}>Collections</legend>
            {(collectionList.data?.data ?? []).slice(0, 8).map((collection) => (
              <label key={collection.slug} css={styles.choice}>
                <input
                  type="checkbox"
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
                {collection.title}
              </label>
            ))}
            {collectionList.error ? <p role="alert">The collections could not be loaded.</p> : null}
          </fieldset>
        ) : null}
        {step === 'firstVideo' ? (
          <ul css={styles.clips}>
            {(trending.data?.data ?? []).map((video) => (
              <li key={video.jmId}>
                <ClipCard video={video} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : null}
      </OnboardingSteps>
    </PageShell>
  );
}
