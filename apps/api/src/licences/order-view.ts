import { taxLineLabel, type Order } from '@clipmarket/core';
import { formatMoney } from './format';

// 'VAT 20%': core's, so the order page and the receipt label a tax line alike.
export { taxLineLabel };

/** An order as its receipt and mail are written from: the contract's order, and the account it belongs to. */
export interface OrderView {
  order: Order;
  account: { name: string; email: string };
}

/** The order's tax in a few words: none, or the amount, its lines, and whether the prices include it. */
export function taxSummary(order: Pick<Order, 'tax' | 'currency'>): string {
  const { tax, currency } = order;
  if (tax.cents === 0 && tax.lines.length === 0) return 'none';
  const names = tax.lines.map(taxLineLabel).join(', ');
  const amount = formatMoney(tax.cents, currency);
  return `${amount}${names ? ` (${names})` : ''}${tax.included ? ', included in the prices' : ''}`;
}

const KIND_WORDS: Record<Order['lines'][number]['kind'], string> = {
  licence: 'Licence',
  rightsFee: 'Rights management fee',
  discountPack: 'Discount Pack',
  giftCard: 'Gift Card',
  upgrade: 'Licence upgrade',
};

/**
 * What a line bought, beside its title: the tier, the pack or the card's value; the kind of line when that
 * would only repeat the title (a rights management fee's product is named after its clip).
 */
export function productLabel(line: Order['lines'][number]): string {
  return line.productName && line.productName !== line.title ? line.productName : KIND_WORDS[line.kind];
}
