import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from './wire';
import { createClient } from './client';
import { endpoint, fillPath, toFastifyPath } from './endpoint';

const getList = endpoint({
  method: 'GET',
  path: '/api/user/licensing/lists/{uuid}',
  auth: 'user',
  summary: 'A playlist',
  tag: 'Playlists',
  params: z.object({ uuid: z.string() }),
  query: z.object({ offset: z.number().optional() }),
  response: z.object({ uuid: z.string(), name: z.string() }),
});

describe('endpoint paths', () => {
  it('keeps the spec form and converts to the server form', () => {
    expect(toFastifyPath('/api/user/licensing/lists/{uuid}/videos/{jmId}')).toBe(
      '/api/user/licensing/lists/:uuid/videos/:jmId',
    );
  });

  it('fills parameters and encodes them', () => {
    expect(fillPath('/api/videos/{id}/details/', { id: 'a b/c' })).toBe('/api/videos/a%20b%2Fc/details/');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => fillPath('/api/videos/{id}/details/', {})).toThrow('Missing path parameter "id"');
  });
});

describe('typed client', () => {
  it('builds the request from the contract and parses the answer', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const client = createClient({
      baseUrl: 'http://api.test',
      token: () => 'tok',
      fetch: async (url, init) => {
        seen.push({ url: String(url), init: init ?? {} });
        return new Response(JSON.stringify({ uuid: 'u1', name: 'Dogs', extra: 1 }), { status: 200 });
      },
    });
    const list = await client.call(getList, { params: { uuid: 'u1' }, query: { offset: 20 } });
    expect(list).toEqual({ uuid: 'u1', name: 'Dogs' });
    expect(seen[0]?.url).toBe('http://api.test/api/user/licensing/lists/u1?offset=20');
    expect(seen[0]?.init.method).toBe('GET');
    expect((seen[0]?.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('turns an error answer into an ApiRequestError with the server message', async () => {
    const client = createClient({
      fetch: async () =>
        new Response(
          JSON.stringify({ statusCode: 404, error: 'Not Found', message: "List doesn't exists" }),
          {
            status: 404,
          },
        ),
    });
    const failure = client.call(getList, { params: { uuid: 'x' }, query: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: "List doesn't exists" });
  });
});
