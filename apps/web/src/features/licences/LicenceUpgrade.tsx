import { LICENCE_TIERS, PAGES, type Cart, type Licence, type UpgradePrice } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, buttonStyles, formatCartPrice, Radio, RadioGroup } from '@clipmarket/ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { call } from '../../api/client';
import { useCart, useProducts } from '../commerce';
import { LICENCES_COPY } from './copy';
import * as styles from './LicenceUpgrade.styles';

const COPY = LICENCES_COPY.upgrade;

/** The key of an upgrade's cart call (`useCart`'s `submitting`): one per licence. */
const upgradeKey = (number: string) => `upgrade:${number}`;

/**
 * A licence's upgrade to a higher tier (docs/adr/0084), under its row in the history: the tiers above it the
 * shop sells, each with the difference in price as the server lists it (the products endpoint), and a button
 * that adds the upgrade to the cart; it is paid at checkout like any line. Nothing shows for a revoked licence,
 * or one at the highest tier sold online.
 */
export function LicenceUpgrade({ licence }: { licence: Licence }) {
  const products = useProducts();
  const cart = useCart();
  const options = (products.data?.upgrades ?? []).filter((upgrade) => upgrade.from === licence.tier);
  const inCart = cart.cart?.lines.find((line) => line.upgradeOf?.licenceNumber === licence.number);
  const [chosen, setChosen] = useState<UpgradePrice['to'] | null>(null);
  // The tier chosen, else the one the cart's upgrade line already has, else the next tier up.
  const held = options.find((option) => option.to === inCart?.tier)?.to;
  const tier = chosen ?? held ?? options[0]?.to ?? null;
  if (licence.revokedAt !== null || options.length === 0 || !products.data) return null;

  const currency = products.data.currency;
  const tierName = (id: string | null) => LICENCE_TIERS.find((item) => item.id === id)?.name ?? id ?? '';
  const busy = cart.submitting.has(upgradeKey(licence.number));
  const add = () => {
    if (!tier || busy) return;
    void cart.run(
      upgradeKey(licence.number),
      tier,
      (): Promise<Cart> =>
        call(routes.addCartUpgradeEndpoint, { body: { licenceNumber: licence.number, tier } }),
      {
        message: COPY.added(tierName(tier)),
        severity: 'success',
        action: { kind: 'view', href: PAGES.checkout.href() },
      },
    );
  };

  return (
    <section css={styles.root} aria-labelledby={`upgrade-${licence.number}`}>
      <h4 id={`upgrade-${licence.number}`} css={styles.heading}>
        {COPY.heading}
      </h4>
      <p css={styles.lead}>{COPY.lead(licence.tierName)}</p>
      <RadioGroup<UpgradePrice['to']>
        label={COPY.tierLabel}
        value={tier}
        onChange={setChosen}
        disabled={busy}
      >
        {options.map((option) => (
          <Radio key={option.to} value={option.to}>
            {COPY.option(tierName(option.to), formatCartPrice(option.priceCents, currency))}
          </Radio>
        ))}
      </RadioGroup>
      <div css={styles.actions}>
        <Button variant="primary" loading={busy} aria-disabled={busy || undefined} onClick={add}>
          {busy ? COPY.adding : COPY.add}
        </Button>
        {inCart ? (
          <p css={styles.inCart} role="status">
            {COPY.inCart(tierName(inCart.tier))}{' '}
            <Link href={PAGES.checkout.path()} css={buttonStyles.textLink}>
              {COPY.viewCart}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
