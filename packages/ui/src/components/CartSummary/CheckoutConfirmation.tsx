import { formatJvId, type LicenceSummary } from '@clipmarket/core';
import { useEffect, useId, useRef } from 'react';
import * as shared from '../../primitives/styles';
import type { VideoCardLinkComponent } from '../VideoCard/VideoCard.types';
import * as styles from './CheckoutConfirmation.styles';
import { CHECKOUT_CONFIRMATION_TEXT as TEXT } from './cartOffersText';
import { Button, ButtonLink } from '../Button';
import { useClipmarketLinks, useLinkComponent } from '../ClipmarketProvider';
import { Spinner } from '../Spinner';

/**
 * Where the buyer is after paying: the payment being confirmed (the storefront cart is gone, the order not
 * arrived yet), the checkout completed with its new licences, no confirmation after a few looks, or the payment
 * received but the order held for review (it did not match the checkout: nothing is licensed).
 */
export type CheckoutConfirmationStatus = 'confirming' | 'completed' | 'notConfirmed' | 'held';

export interface CheckoutConfirmationProps {
  status: CheckoutConfirmationStatus;
  /** The licences the order granted (`CheckoutStatusResponse.licences`). Empty for a checkout paid by credits. */
  licences?: readonly LicenceSummary[];
  /** The server's reference of the checkout, e.g. 'CMO-7F3A9C2B'. */
  orderReference?: string | null;
  /** The order's terms page (a short link), when the server gave one. */
  termsHref?: string | null;
  /**
   * The licence history page.
   * @default the provider's `links.history` (see `ClipmarketProvider`)
   */
  historyHref?: string;
  /** A clip's page, e.g. `(jmId) => '/clips/' + jmId`; without it titles are plain text. */
  clipHref?: (jmId: string) => string;
  /** Called when "Check again" is pressed (`notConfirmed`). */
  onCheckAgain?: () => void;
  /** Where a buyer whose order is held writes to (`held`); without it no link is shown. */
  contactHref?: string;
  /**
   * The component that renders links, e.g. wouter's `Link`.
   * @default the `linkComponent` of `ClipmarketProvider`, else `'a'`
   */
  linkComponent?: VideoCardLinkComponent;
  /**
   * Level of the heading; licences use the next level.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

const NO_LICENCES: readonly LicenceSummary[] = [];

/** The end of a checkout: "Confirming your payment…", the new licences with links to the history, or a retry. */
export function CheckoutConfirmation({
  status,
  licences = NO_LICENCES,
  orderReference = null,
  termsHref = null,
  historyHref: givenHistoryHref,
  clipHref,
  onCheckAgain,
  contactHref,
  linkComponent,
  headingLevel = 2,
}: CheckoutConfirmationProps) {
  const links = useClipmarketLinks('CheckoutConfirmation');
  const providedLink = useLinkComponent();
  const Link = linkComponent ?? providedLink;
  const historyHref = givenHistoryHref ?? links.history;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const Item = `h${headingLevel + 1}` as 'h3';
  const byCredit = status === 'completed' && licences.length === 0;

  // The outcome replaces what the buyer was reading: move focus to it so it is read out and Tab starts there.
  useEffect(() => {
    if (status !== 'confirming') headingRef.current?.focus();
  }, [status]);

  return (
    <section
      css={styles.root}
      aria-labelledby={headingId}
      data-state={status}
      aria-busy={status === 'confirming'}
    >
      <Heading id={headingId} ref={headingRef} tabIndex={-1} css={[styles.heading, shared.focusTarget]}>
        {status === 'confirming'
          ? TEXT.confirmingHeading
          : status === 'notConfirmed'
            ? TEXT.notConfirmedHeading
            : status === 'held'
              ? TEXT.heldHeading
              : byCredit
                ? TEXT.completedByCreditHeading
                : TEXT.completedHeading}
      </Heading>
      {status === 'confirming' ? (
        <p role="status" css={styles.hint}>
          <Spinner />
          {TEXT.confirmingHint}
        </p>
      ) : null}
      {status === 'notConfirmed' ? (
        <>
          <p css={styles.hint}>{TEXT.notConfirmedHint}</p>
          {onCheckAgain ? (
            <Button variant="primary" css={styles.action} onClick={onCheckAgain}>
              {TEXT.checkAgain}
            </Button>
          ) : null}
        </>
      ) : null}
      {status === 'held' ? (
        <>
          {orderReference ? <p css={styles.reference}>{TEXT.orderReference(orderReference)}</p> : null}
          <p role="alert" css={styles.hint}>
            {TEXT.heldHint}
          </p>
          {contactHref ? (
            <p css={styles.links}>
              <ButtonLink href={contactHref} linkComponent={Link} variant="primary" css={styles.action}>
                {TEXT.contact}
              </ButtonLink>
            </p>
          ) : null}
        </>
      ) : null}
      {status === 'completed' ? (
        <>
          {orderReference ? <p css={styles.reference}>{TEXT.orderReference(orderReference)}</p> : null}
          {byCredit ? <p css={styles.hint}>{TEXT.completedByCreditHint}</p> : null}
          {licences.length > 0 ? (
            <ul css={styles.licences} aria-label={TEXT.licencesLabel}>
              {licences.map((licence) => (
                <li key={licence.number} css={styles.licence}>
                  <Item css={styles.licenceTitle}>
                    {clipHref ? <Link href={clipHref(licence.jmId)}>{licence.title}</Link> : licence.title}
                  </Item>
                  <p css={styles.facts}>
                    <span>{formatJvId(licence.jmId)}</span>
                    <span>{licence.tierName}</span>
                    <span>
                      {TEXT.licenceNumber} <strong>{licence.number}</strong>
                    </span>
                  </p>
                  <Link href={`${historyHref}?q=${encodeURIComponent(licence.number)}`} css={shared.textLink}>
                    {TEXT.viewInHistory(licence.number)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <p css={styles.links}>
            <ButtonLink href={historyHref} linkComponent={Link} variant="primary" css={styles.action}>
              {TEXT.history}
            </ButtonLink>
            {termsHref ? (
              <a href={termsHref} css={shared.textLink}>
                {TEXT.terms}
              </a>
            ) : null}
          </p>
        </>
      ) : null}
    </section>
  );
}
