import {
  CARD_TEXT,
  displayTitle,
  formatJvId,
  LICENCE_TIERS,
  PAGES,
  tierLimits,
  type TierId,
  type VideoDocument,
} from '@clipmarket/core';
import { Button, buttonStyles, formatCartPrice, theme, VideoDetailsAdvertising } from '@clipmarket/ui';
import { css } from '@emotion/react';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { useSession } from '../../session/AuthProvider';
import { useCurrentPath } from '../../components/AppLink';
import { loginHrefFor } from '../../session/afterLogin';
import { COMMERCE_COPY, HISTORY_HREF, inquiryPath } from './copy';
import { clipLineOf, tierName, useCart, useProducts, usePurchased, videoKey } from './useCart';
import type * as LicenceDialogs from './licenceDialogs';

// The two dialogs load when first wanted (licenceDialogs.ts): pointing at or focusing a button that opens one
// starts the download, so it is mostly there by the time the button is pressed; a dialog asked for before it
// has arrived opens when it does. Once loaded they are drawn directly, not through `lazy`, whose first draw
// would suspend and be held back by React's throttle on revealing suspended content.
type Dialogs = typeof LicenceDialogs;
let loadedDialogs: Dialogs | null = null;
const loadDialogs = () => import('./licenceDialogs').then((module) => (loadedDialogs = module));

/**
 * The query a visitor's choice comes back with after logging in: the clip page opens the tier modal (`open`) or
 * the "already used" dialog (`used`) again, as the save flow reopens its popup.
 */
export const LICENCE_PARAM = 'licence';

const styles = {
  root: css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[3]};
  `,
  from: css`
    margin: 0;
    font-size: ${theme.font.sizeSm};
    font-weight: ${theme.font.weightBold};
    color: ${theme.color.text};
  `,
  note: css`
    margin: 0;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-radius: ${theme.radius.md};
    font-size: ${theme.font.sizeSm};
    background: ${theme.color.surfaceSunken};
    color: ${theme.color.text};

    &[data-tone='success'] {
      background: ${theme.color.successSubtle};
    }

    a {
      margin-inline-start: ${theme.space[2]};
    }
  `,
  used: css`
    align-self: flex-start;
  `,
  licensed: css`
    display: inline-block;
    margin-inline-end: ${theme.space[2]};
    padding: 0 ${theme.space[2]};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.success};
    color: ${theme.color.onAccent};
    font-weight: ${theme.font.weightBold};
  `,
};

/** A choice waiting for the session to be confirmed: a tier, and for "I already used this clip" its posts. */
interface Held {
  tier: TierId;
  postUrls?: string[];
}

export interface LicenceChoiceProps {
  video: VideoDocument;
  /** The page's own label of the trigger ('License this clip'). */
  label: string;
  /** The badge text of a clip the user holds ('Licensed'). */
  licensedLabel: string;
  /** The page's other actions, beside the licence button (Save to playlist). */
  children?: ReactNode;
}

/**
 * A clip's licence choice (issue 12, item 4): "License this clip" with the lowest online price and what that
 * tier cannot do ("from $49 · watermarked, no monetization"), the tier modal whose Choose puts the clip in the
 * cart at that tier and whose Custom opens the inquiry with the clip; what the licences cover for advertising,
 * by the clip's clearance, with the advertising licence's inquiry in one step (issue 32, item 8); "I already
 * used this clip"; and whether the user holds a licence for the clip or has it in the cart. A visitor who
 * chooses is asked to log in and comes back here with the modal open.
 */
export function LicenceChoice({ video, label, licensedLabel, children }: LicenceChoiceProps) {
  const { user, status } = useSession();
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const here = useCurrentPath();
  const products = useProducts();
  const cart = useCart();
  const { isLicensed } = usePurchased();
  const [open, setOpen] = useState(false);
  const [usedOpen, setUsedOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const usedButton = useRef<HTMLButtonElement>(null);
  // A choice made while a remembered session is still being confirmed waits for the answer, shown as
  // submitting: then it goes to the cart, or the visitor is asked to log in. It is never dropped.
  const [held, setHeld] = useState<Held | null>(null);
  const [dialogs, setDialogs] = useState<Dialogs | null>(loadedDialogs);
  const preloadDialogs = () => {
    if (!dialogs) void loadDialogs().then(setDialogs);
  };
  // A dialog opened before its code arrived (a quick press, or coming back from logging in with one to open).
  const wantsDialog = open || usedOpen;
  useEffect(() => {
    if (wantsDialog && !dialogs) void loadDialogs().then(setDialogs);
  }, [wantsDialog, dialogs]);
  const jmId = video.jmId;
  const title = displayTitle(video);
  const subject = COMMERCE_COPY.licenceSubject(formatJvId(jmId), title);
  const submittingTier = (cart.submitting.get(videoKey(jmId)) as TierId | undefined) ?? held?.tier ?? null;
  const lowest = products.data?.tiers.reduce<{ tier: TierId; priceCents: number } | null>(
    (min, tier) => (min === null || tier.priceCents < min.priceCents ? tier : min),
    null,
  );
  // The cheapest tier's price, and what that tier cannot do: "from $49 · watermarked, no monetization".
  const lowestTier = LICENCE_TIERS.find((tier) => tier.id === lowest?.tier);
  const from =
    lowest && products.data
      ? {
          price: formatCartPrice(lowest.priceCents, products.data.currency),
          limits: lowestTier ? tierLimits(lowestTier) : null,
        }
      : null;
  // Advertising is a Custom licence by inquiry: asked for in one step, or checked first (decisions.md).
  const advertising =
    video.aci === 'GREEN' ? 'advertising' : video.aci === 'YELLOW' ? 'advertisingCheck' : null;
  const inCart = clipLineOf(cart.cart, jmId);
  const licensed = isLicensed(jmId);

  // Back from logging in with a choice to finish: open it again, once, and drop the flag from the address.
  const wanted = params.get(LICENCE_PARAM);
  useEffect(() => {
    if (!wanted || status !== 'loggedIn' || !user) return;
    if (wanted === 'open') setOpen(true);
    if (wanted === 'used') setUsedOpen(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LICENCE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, status, user, setParams]);

  /** A visitor logs in first and comes back to this clip with `what` open. */
  const askToLogIn = (what: 'open' | 'used') => {
    const back = new URL(here, window.location.origin);
    back.searchParams.set(LICENCE_PARAM, what);
    navigate(loginHrefFor(`${back.pathname}${back.search}`));
  };

  const confirming = status === 'pending';
  // Once the session is known, the held choice is made again by this render's handlers, with its user.
  const release = useEffectEvent((choice: Held) =>
    choice.postUrls ? addUsed(choice.tier, choice.postUrls) : choose(choice.tier),
  );
  useEffect(() => {
    if (!held || confirming) return;
    setHeld(null);
    void release(held);
  }, [held, confirming]);

  async function choose(tier: TierId) {
    if (tier === 'custom') {
      setOpen(false);
      navigate(`~${inquiryPath([jmId])}`);
      return;
    }
    if (!user) {
      if (confirming) setHeld({ tier });
      else askToLogIn('open');
      return;
    }
    setError(null);
    const result = await cart.addVideo(jmId, tier, { quiet: true });
    if (result.ok) setOpen(false);
    else if (result.message) setError(result.message);
  }

  async function addUsed(tier: TierId, postUrls: string[]) {
    if (!user) {
      if (confirming) setHeld({ tier, postUrls });
      else askToLogIn('used');
      return;
    }
    setError(null);
    const result = await cart.addVideo(jmId, tier, { quiet: true, postUrls });
    if (result.ok) setUsedOpen(false);
    else if (result.message) setError(result.message);
  }

  return (
    <div css={styles.root}>
      <div css={styles.actions}>
        <Button
          variant="primary"
          aria-haspopup="dialog"
          onPointerEnter={preloadDialogs}
          onFocus={preloadDialogs}
          onClick={() => setOpen(true)}
          css={buttonStyles.blockOnPhone}
        >
          {label}
        </Button>
        {dialogs ? (
          <dialogs.LicenceTierModal
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) setError(null);
            }}
            onSelectTier={(tier) => void choose(tier)}
            closeOnSelect={false}
            submittingTier={submittingTier}
            error={error}
            subject={subject}
            prices={products.data?.tiers}
            currency={products.data?.currency}
          />
        ) : null}
        {from ? (
          <p css={styles.from} aria-label={CARD_TEXT.fromPriceName(from.price, from.limits)}>
            {CARD_TEXT.fromPrice(from.price, from.limits)}
          </p>
        ) : null}
        {children}
      </div>
      {licensed ? (
        <p css={styles.note} data-tone="success">
          <span css={styles.licensed}>{licensedLabel}</span>
          {COMMERCE_COPY.licensed}
          <a href={HISTORY_HREF} css={buttonStyles.textLink}>
            {COMMERCE_COPY.viewLicences}
          </a>
        </p>
      ) : null}
      {inCart ? (
        <p css={styles.note}>
          {COMMERCE_COPY.inCart(tierName(inCart.tier))}
          <Link href={PAGES.checkout.path()} css={buttonStyles.textLink}>
            {COMMERCE_COPY.viewCart}
          </Link>
        </p>
      ) : null}
      <VideoDetailsAdvertising
        aci={video.aci}
        inquiryHref={advertising ? `~${inquiryPath([jmId], advertising)}` : undefined}
        linkComponent={Link}
      />
      <Button
        ref={usedButton}
        variant="ghost"
        size="sm"
        css={styles.used}
        aria-haspopup="dialog"
        onPointerEnter={preloadDialogs}
        onFocus={preloadDialogs}
        onClick={() => (user || status === 'pending' ? setUsedOpen(true) : askToLogIn('used'))}
      >
        {COMMERCE_COPY.alreadyUsed}
      </Button>
      {dialogs ? (
        <dialogs.UsedClipDialog
          open={usedOpen}
          subject={subject}
          products={products.data}
          busy={submittingTier !== null}
          error={usedOpen ? error : null}
          onSubmit={(tier, urls) => void addUsed(tier, urls)}
          onCancel={() => {
            setUsedOpen(false);
            setError(null);
            usedButton.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
