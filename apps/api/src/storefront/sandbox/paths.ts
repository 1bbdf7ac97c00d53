import { SANDBOX_STOREFRONT_PREFIX, STOREFRONT_API_VERSION } from '../port';

// The sandbox's addresses and its words for an error of its own, which its routes need without its GraphQL API
// (api.ts loads that on the first query).

/** Shopify's words for an error on its side; the details go to the log only. */
export const INTERNAL_ERROR_MESSAGE = 'Internal error. Looks like something went wrong on our end.';

/** The checkout page of a cart: where its `checkoutUrl` points. */
export function checkoutPath(token: string): string {
  return `${SANDBOX_STOREFRONT_PREFIX}/checkouts/${token}`;
}

/** The GraphQL endpoint's path, as Shopify's is `/api/{version}/graphql.json` on the shop's domain. */
export const SANDBOX_GRAPHQL_PATH = `${SANDBOX_STOREFRONT_PREFIX}/api/${STOREFRONT_API_VERSION}/graphql.json`;
