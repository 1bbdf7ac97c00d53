import { searchResponseSchema, type SearchRequestInput, type SearchResponse } from '@clipmarket/core';

/**
 * A search as a browser sends it, `POST /api/search` on a test server at `url`, for the search tests: its answer
 * checked against the contract; an answer that is not 200 throws with its status and body.
 */
export async function searchOver(url: string, body: SearchRequestInput): Promise<SearchResponse> {
  const response = await fetch(`${url}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`search answered ${response.status}: ${await response.text()}`);
  return searchResponseSchema.parse(await response.json());
}

/** The ids of an answer's cards, in order. */
export const cardIds = (answer: SearchResponse) => answer.data.map((card) => card.jmId);
