/**
 * A clip's jmId may carry a '-1' suffix (the first variant of a clip); favourites and the cart
 * match such an id to its base clip (spec section 3). Other suffixes name distinct clips.
 */
const FIRST_VARIANT_SUFFIX = /^(.+)-1$/;

/** The base id of a jmId: '12345-1' becomes '12345'; any other id ('12345-2', '12345') is unchanged. */
export function baseJmId(jmId: string): string {
  const match = FIRST_VARIANT_SUFFIX.exec(jmId);
  return match?.[1] ?? jmId;
}

/** Whether a clip is among the user's favourites, given as jmIds or objects with a jmId. */
export function isFavourite(jmId: string, favourites: Iterable<string | { jmId: string }>): boolean {
  const target = baseJmId(jmId);
  for (const favourite of favourites) {
    const id = typeof favourite === 'string' ? favourite : favourite.jmId;
    if (baseJmId(id) === target) return true;
  }
  return false;
}

/** Whether a clip is in the cart, comparing base jmIds with each cart item's id. */
export function isInCart(jmId: string, cartItems: readonly { id: string }[]): boolean {
  const target = baseJmId(jmId);
  return cartItems.some((item) => baseJmId(item.id) === target);
}
