import { createPlaylistEndpoint, logoutEndpoint, playlistsEndpoint } from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedPath } from './http/request-path';
import { CROSS_SITE_MESSAGE } from './security';
import { registerAndLogin, type TestUser } from './test/auth-helpers';
import { startTestServer, type TestServer } from './test/harness';

/** `/api/logout` and `/api/user/licensing/lists` spelled every way a router might read as the same path. */
function spellings(path: string): string[] {
  const rest = path.slice('/api/'.length);
  const first = rest[0]!;
  return [
    path.replace('/api/', '/%61pi/'),
    path.replace('/api/', '/%61%70%69/'),
    path.replace('/api/', '/a%70i/'),
    path.replace('/api/', '/%41PI/'),
    path.replace('/api/', '/API/'),
    path.replace('/api/', '/Api/'),
    path.replace('/api/', '//api/'),
    path.replace('/api/', '/api//'),
    path.replace('/api/', '///api/'),
    path.replace('/api/', '/api%2F'),
    path.replace('/api/', '/api%2f'),
    path.replace('/api/', '/%2561pi/'),
    `/api/%${first.charCodeAt(0).toString(16)}${rest.slice(1)}`,
    `${path}?x=1`,
    `${path}#frag`,
  ];
}

describe('the cross-site check reads the path the router reads', () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    user = await registerAndLogin(server.url);
  }, 60_000);
  afterAll(() => server.close());

  const signedIn = async () =>
    (await server.app.inject({ url: '/api/vod/profile', headers: { cookie: user.cookie } })).statusCode;

  it('refuses a cross-site POST /%61pi/logout, and the session lives on', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/%61pi/logout',
      headers: { cookie: user.cookie, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: CROSS_SITE_MESSAGE });
    expect(await signedIn()).toBe(200);
  });

  it('lets no spelling of a write route past the check: logout and playlist creation', async () => {
    for (const url of [...spellings(logoutEndpoint.path), ...spellings(createPlaylistEndpoint.path)]) {
      for (const headers of [
        { origin: 'http://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ]) {
        const res = await server.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, cookie: user.cookie, 'content-type': 'application/json' },
          payload: JSON.stringify({ name: 'Forged' }),
        });
        // Refused, or not a route at all: never done.
        expect([403, 404], `${url} ${JSON.stringify(headers)}`).toContain(res.statusCode);
      }
    }
    expect(await signedIn()).toBe(200);
    const lists = await server.app.inject({ url: playlistsEndpoint.path, headers: { cookie: user.cookie } });
    expect(lists.body).not.toContain('Forged');
  });

  it('still accepts the same-origin write under a spelling the router takes', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/%61pi/user/licensing/lists',
      headers: { cookie: user.cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify({ name: 'Mine' }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('decodes as the router does, keeping a malformed escape', () => {
    expect(decodedPath('/%61pi/logout?next=/x')).toBe('/api/logout');
    expect(decodedPath('/api%2Flogout#a')).toBe('/api/logout');
    expect(decodedPath('/api/%E0%A4%A')).toBe('/api/%E0%A4%A');
  });
});
