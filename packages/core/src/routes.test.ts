import { describe, expect, it } from 'vitest';
import * as contract from './contract';
import type { Endpoint } from './contract/endpoint';
import { createLeanClient, routes, type Route } from './routes';
import { ApiRequestError } from './contract/wire';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'response' in value && 'path' in value && 'method' in value;

const endpoints: [string, Endpoint][] = [];
for (const [name, value] of Object.entries(contract) as [string, unknown][]) {
  if (isEndpoint(value)) endpoints.push([name, value]);
}
const routeEntries = Object.entries(routes) as [string, Route][];

describe('the lean routes of the web app', () => {
  it('has a route for every endpoint of the contract, with its method and path', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    for (const [name, e] of endpoints) {
      const r = (routes as unknown as Record<string, Route | undefined>)[name];
      expect(r, name).toBeDefined();
      expect({ method: r?.method, path: r?.path }, name).toEqual({ method: e.method, path: e.path });
    }
  });

  it('has no route the contract does not describe', () => {
    const names = new Set(endpoints.map(([name]) => name));
    expect(routeEntries.map(([name]) => name).filter((name) => !names.has(name))).toEqual([]);
  });

  it('calls a route with its filled path, query and JSON body, and sends the session cookie', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const client = createLeanClient({
      fetch: async (url, init) => {
        seen.push({ url: String(url), init: init ?? {} });
        return new Response(JSON.stringify({ data: [], total: 0 }), { status: 200 });
      },
    });
    const answer = await client.call(routes.playlistVideosEndpoint, {
      params: { uuid: 'a b' },
      query: { offset: 20 },
    });
    expect(answer).toEqual({ data: [], total: 0 });
    expect(seen[0]?.url).toBe('/api/public/user/licensing/lists/a%20b/videos?offset=20');
    expect(seen[0]?.init.credentials).toBe('include');
    await client.call(routes.createPlaylistEndpoint, { body: { name: 'Pets' } });
    expect(seen[1]?.init.method).toBe('POST');
    expect(seen[1]?.init.body).toBe('{"name":"Pets"}');
  });

  it("throws the server's error body with its status when a call fails", async () => {
    const client = createLeanClient({
      fetch: async () =>
        new Response(
          JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'List name must be unique' }),
          {
            status: 409,
            statusText: 'Conflict',
          },
        ),
    });
    const failure = await client
      .call(routes.createPlaylistEndpoint, { body: { name: 'Pets' } })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 409, body: { message: 'List name must be unique' } });
  });

  it('turns an answer that is not the API error shape into its status text', async () => {
    const client = createLeanClient({
      fetch: async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    const failure = await client.call(routes.homeContentEndpoint).catch((e) => e);
    expect(failure).toMatchObject({ status: 502, body: { statusCode: 502, message: 'Bad Gateway' } });
  });
});
