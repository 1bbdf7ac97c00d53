import type { executeSandboxGraphQL } from './graphql';

// The sandbox's GraphQL API for its routes and its in-process client, without loading it at the server's start:
// the GraphQL library (about 760 kB of the server's bundle) and the schema load on the first query
// (graphql.ts), and never on a server that sells through Shopify.

/** Answers a GraphQL request against the sandbox's schema (`executeSandboxGraphQL` of graphql.ts). */
export async function runSandboxGraphQL(
  ...request: Parameters<typeof executeSandboxGraphQL>
): ReturnType<typeof executeSandboxGraphQL> {
  const graphql = await import('./graphql');
  return graphql.executeSandboxGraphQL(...request);
}
