import { DELAYS } from '@clipmarket/core';
import { CONSENT_DEFAULT, PrivacyPreferencesTab, type ConsentValue } from '@clipmarket/ui';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { analyticsIdentity, subscribeAnalyticsIdentity } from '../analytics/identity';
import { useSession } from '../session/AuthProvider';
import { updatePersistedState, usePersistedState } from '../state/persisted';
import { analyticsConfigFrom, decideScripts, type AnalyticsConfig, type ScriptDecision } from './policy';

const loadDialog = () => import('./ConsentDialog');
const ConsentDialog = lazy(loadDialog);

const ENV_CONFIG = analyticsConfigFrom(import.meta.env as Record<string, unknown>);

/**
 * Puts a decision into effect. The code that loads the services' scripts is fetched only when one of them is
 * configured: unconfigured, no script can have been loaded and there is nothing to do.
 */
function applyWhenConfigured(config: AnalyticsConfig, decision: ScriptDecision): void {
  if (config.tagManagerId === null && config.behaviourTrackingId === null) return;
  void import('./scripts').then(({ applyScriptDecision }) => applyScriptDecision(config, decision));
}

export interface ConsentLayerProps {
  /**
   * The analytics services.
   * @default from VITE_GTM_ID and VITE_BEHAVIOUR_TRACKING_ID (unset: nothing loads)
   */
  config?: AnalyticsConfig;
  /**
   * Puts a decision into effect (tests pass a spy).
   * @default applyScriptDecision of ./scripts, loaded when a service is configured
   */
  apply?: (config: AnalyticsConfig, decision: ScriptDecision) => void;
}

/**
 * The fixed Privacy Preferences tab and the consent manager it opens (spec section 2), the choices kept in
 * the persisted `user.consent`, and the analytics scripts they allow, re-evaluated 1 s after any change
 * (spec section 9). Mount once, inside the providers (it reads the session).
 */
export function ConsentLayer({ config = ENV_CONFIG, apply = applyWhenConfigured }: ConsentLayerProps) {
  const consent = usePersistedState((state) => state.user.consent);
  const { user } = useSession();
  const identity = useSyncExternalStore(subscribeAnalyticsIdentity, analyticsIdentity, () => null);

  const value: ConsentValue = useMemo(
    () => (consent ? { ...CONSENT_DEFAULT, C0002: consent.C0002, C0004: consent.C0004 } : CONSENT_DEFAULT),
    [consent],
  );

  // The identity the auth provider recorded is the signed-in user's; the staff check needs the session too.
  const analyticsUser = user && identity === user.userUuid ? user : null;
  const decision = decideScripts(config, consent, analyticsUser);
  const key = JSON.stringify(decision);

  useEffect(() => {
    const timer = setTimeout(
      () => apply(config, JSON.parse(key) as ScriptDecision),
      DELAYS.consentReevaluateMs,
    );
    return () => clearTimeout(timer);
  }, [key, config, apply]);

  // The dialog's code arrives on the first press (a pointer over the tab or focus on it fetches it early);
  // once there it stays mounted, so it can close as it should and open again at once.
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  // A landmark of its own: the fixed tab is page content, and content outside landmarks is lost to screen
  // reader users who move by landmark (axe "region").
  return (
    <aside aria-label="Privacy preferences">
      <PrivacyPreferencesTab
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <ConsentDialog
            open={open}
            onOpenChange={setOpen}
            value={value}
            onValueChange={(next) =>
              updatePersistedState((state) => ({
                ...state,
                user: { ...state.user, consent: { C0002: next.C0002, C0004: next.C0004 } },
              }))
            }
          />
        </Suspense>
      ) : null}
    </aside>
  );
}
