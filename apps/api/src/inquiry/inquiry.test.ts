import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  INQUIRY_SERVER_MESSAGES,
  inquiriesEndpoint,
  inquiryCreatedSchema,
  inquirySchema,
  licensingInquiryEndpoint,
  type InquiryRequest,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import { registerAndLogin, uniqueEmail, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { makeStaff } from '../auth/test-helpers';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

/** A complete inquiry from a visitor; each test changes what it is about. */
function inquiry(overrides: Partial<InquiryRequest> = {}): InquiryRequest {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail('buyer'),
    phoneNumber: '+44 20 7946 0958',
    companyName: 'Analytical Engines Ltd',
    country: 'United Kingdom',
    showTitleName: 'Spring Stories',
    mediaUsageAdvertisement: true,
    mediaUsageDigital: false,
    mediaUsageNonProfit: false,
    mediaUsageTvFilm: true,
    exclusiveUntil: '2031-01-31',
    intent: 'A spring campaign on social media and one TV spot.',
    cart: [],
    ...overrides,
  };
}

/** Starts a server with these settings in the environment (read when the server is built), then restores it. */
async function serverWith(env: Record<string, string>): Promise<TestServer> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await startTestServer({ seedClips: 30 });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

interface OutboxMail {
  toAddress: string;
  subject: string;
  textBody: string;
  kind: string;
}

/** The mails to `to`, once `count` of them are written (mails follow the answer). */
async function mailsTo(server: TestServer, to: string, count = 1): Promise<OutboxMail[]> {
  const read = () =>
    server.db
      .selectFrom('outbox')
      .select(['toAddress', 'subject', 'textBody', 'kind'])
      .where('toAddress', '=', to)
      .orderBy('createdAt')
      .execute();
  await expect.poll(async () => (await read()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return read();
}

/** The licensing team's mail about an inquiry, once written (it follows the answer). */
async function teamMailOf(server: TestServer, reference: string): Promise<OutboxMail> {
  const read = () =>
    server.db
      .selectFrom('outbox')
      .select(['toAddress', 'subject', 'textBody', 'kind'])
      .where('kind', '=', 'licensing-inquiry')
      .where('textBody', 'like', `%${reference}%`)
      .execute();
  await expect.poll(async () => (await read()).length, { timeout: 15_000 }).toBe(1);
  return (await read())[0]!;
}

/** A staff account: a verified company address, a grant and two-step sign-in (ADR 56). */
async function staffUser(server: TestServer): Promise<TestUser> {
  const user = await registerAndLogin(server.url, {
    email: `desk-${randomBytes(4).toString('hex')}@clipmarket.com`,
  });
  // A verified company address, an administrator's grant and a sign-in with the second factor (ADR 56).
  return makeStaff(server.url, server.db, user);
}

describe('POST /api/mail/licensing', () => {
  let server: TestServer;
  let ids: string[];
  let buyer: TestUser;
  let staff: TestUser;
  const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
    call(server.url, endpoint, options);

  beforeAll(async () => {
    // Every test here sends from 127.0.0.1: the per-address limit is tested on a server of its own below.
    server = await serverWith({ INQUIRY_LIMIT: '1000/3600', LICENSING_TEAM_EMAIL: '' });
    ids = await clipIds(server.db);
    buyer = await registerAndLogin(server.url);
    staff = await staffUser(server);
  });

  afterAll(async () => {
    await server?.close();
  });

  /** The staff list's entry for a reference. */
  async function listed(reference: string) {
    const res = await api(inquiriesEndpoint, { token: staff.token, query: { max: 100 } });
    expect(res.status).toBe(200);
    const found = (res.json.data as unknown[])
      .map((entry) => inquirySchema.parse(entry))
      .find((entry) => entry.reference === reference);
    expect(found, `${reference} in the staff list`).toBeDefined();
    return found!;
  }

  it('takes a visitor’s inquiry and answers a reference the buyer can quote', async () => {
    const res = await api(licensingInquiryEndpoint, { body: inquiry() });

    expect(res.status).toBe(201);
    const created = inquiryCreatedSchema.parse(res.json);
    expect(created.reference).toMatch(/^INQ-[0-9A-F]{6}$/);
    const entry = await listed(created.reference);
    expect(entry.id).toBe(created.id);
    expect(entry.userEmail).toBeNull();
    expect(entry.crmStatus).toBe('notConfigured');
  });

  it('mails the licensing team every field, with each clip’s JV# id, title and link', async () => {
    const body = inquiry({ cart: [ids[0]!, ids[1]!] });
    const res = await api(licensingInquiryEndpoint, { body });
    expect(res.status).toBe(201);
    const reference = res.json.reference as string;

    // COMPANY_EMAIL_DOMAINS defaults to clipmarket.com, so the team is licensing@clipmarket.com.
    const team = await teamMailOf(server, reference);
    expect(team.toAddress).toBe('licensing@clipmarket.com');
    expect(team.subject).toBe(`Licensing inquiry ${reference}: Analytical Engines Ltd (Ada Lovelace)`);
    for (const value of [
      'Ada Lovelace',
      body.email,
      '+44 20 7946 0958',
      'Analytical Engines Ltd',
      'United Kingdom',
      'Spring Stories',
      'Advertising, TV and film',
      '2031-01-31',
      'A spring campaign on social media and one TV spot.',
    ]) {
      expect(team.textBody).toContain(value);
    }
    const clips = await server.db
      .selectFrom('clips')
      .select(['jmId', 'title', 'publishingTitle'])
      .where('jmId', 'in', [ids[0]!, ids[1]!])
      .execute();
    for (const clip of clips) {
      expect(team.textBody).toContain(`JV#${clip.jmId}  ${clip.publishingTitle ?? clip.title}`);
      expect(team.textBody).toContain(`/licensing/view/${clip.jmId}`);
    }
  });

  it('confirms to the buyer with the reference, echoing none of their free text', async () => {
    const body = inquiry({ cart: [ids[2]!], intent: 'Visit https://spam.example now', firstName: 'Winner' });
    const res = await api(licensingInquiryEndpoint, { body });
    expect(res.status).toBe(201);

    const [confirmation] = await mailsTo(server, body.email);
    expect(confirmation!.kind).toBe('licensing-inquiry-confirmation');
    expect(confirmation!.subject).toBe(`Your Clipmarket licensing inquiry ${res.json.reference}`);
    expect(confirmation!.textBody).toContain(res.json.reference);
    expect(confirmation!.textBody).toContain(`JV#${ids[2]}`);
    expect(confirmation!.textBody).not.toContain('spam.example');
    expect(confirmation!.textBody).not.toContain('Winner');
  });

  it('attaches the clips named in cart, once each, and drops ids the library does not have', async () => {
    const res = await api(licensingInquiryEndpoint, {
      body: inquiry({ cart: [ids[3]!, 'no-such-clip-1', ids[4]!, ids[3]!] }),
    });

    expect(res.status).toBe(201);
    const entry = await listed(res.json.reference);
    expect(entry.clips.map((clip) => clip.jmId)).toEqual([ids[3], ids[4]]);
    expect(entry.clips.every((clip) => clip.title.length > 0)).toBe(true);
    // What the buyer sent stays on record.
    expect(entry.payload.cart).toEqual([ids[3], 'no-such-clip-1', ids[4], ids[3]]);
  });

  it('keeps the signed-in buyer on the inquiry, by session cookie or bearer token', async () => {
    const byToken = await api(licensingInquiryEndpoint, { token: buyer.token, body: inquiry() });
    const byCookie = await api(licensingInquiryEndpoint, { cookie: buyer.cookie, body: inquiry() });

    expect(byToken.status).toBe(201);
    expect(byCookie.status).toBe(201);
    expect((await listed(byToken.json.reference)).userEmail).toBe(buyer.email);
    expect((await listed(byCookie.json.reference)).userEmail).toBe(buyer.email);
  });

  it('names each invalid field in messages, with a 400', async () => {
    const res = await api(licensingInquiryEndpoint, {
      body: {
        ...inquiry(),
        firstName: ' ',
        lastName: '',
        email: 'not-an-address',
        companyName: '',
        country: '',
        intent: '   ',
        mediaUsageAdvertisement: false,
        mediaUsageTvFilm: false,
        exclusiveUntil: '31/01/2031',
        cart: ['not a clip id'],
      },
    });

    expect(res.status).toBe(400);
    const fields = (res.json.messages as string[]).map((message) => message.split(':')[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'firstName',
        'lastName',
        'email',
        'companyName',
        'country',
        'intent',
        'exclusiveUntil',
        'cart.0',
      ]),
    );
    expect(res.json.messages).toContain('firstName: Enter your first name.');
    expect(res.json.messages).toContain('email: Enter a valid e-mail address.');
  });

  it('says a media usage is needed when none is chosen', async () => {
    const res = await api(licensingInquiryEndpoint, {
      body: inquiry({ mediaUsageAdvertisement: false, mediaUsageTvFilm: false }),
    });

    expect(res.status).toBe(400);
    expect(res.json.messages).toEqual(['mediaUsage: Choose at least one media usage.']);
  });

  it('answers 400, never 500, to a body that is not an inquiry', async () => {
    for (const raw of ['{"firstName":', '[]', 'null', '"text"']) {
      expect((await api(licensingInquiryEndpoint, { raw })).status).toBe(400);
    }
    const tooManyClips = inquiry({ cart: Array.from({ length: 201 }, (_, i) => `c${i}`) });
    expect((await api(licensingInquiryEndpoint, { body: tooManyClips })).status).toBe(400);
    const tooLong = inquiry({ intent: 'x'.repeat(5001) });
    expect((await api(licensingInquiryEndpoint, { body: tooLong })).status).toBe(400);
    const wrongType = { ...inquiry(), mediaUsageDigital: 'yes' };
    expect((await api(licensingInquiryEndpoint, { body: wrongType })).status).toBe(400);
  });

  it('keeps a line break in the company name out of the team mail’s subject (no header injection)', async () => {
    const body = inquiry({ companyName: 'Evil Co\r\nBcc: victim@example.com\r\n\r\nHi' });
    const res = await api(licensingInquiryEndpoint, { body });
    expect(res.status).toBe(201);

    const { subject } = await teamMailOf(server, res.json.reference);
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).toBe(
      `Licensing inquiry ${res.json.reference}: Evil Co Bcc: victim@example.com Hi (Ada Lovelace)`,
    );
  });
});

describe('GET /api/staff/licensing/inquiries', () => {
  let server: TestServer;
  let buyer: TestUser;
  let staff: TestUser;
  const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
    call(server.url, endpoint, options);

  beforeAll(async () => {
    server = await serverWith({ INQUIRY_LIMIT: '1000/3600' });
    buyer = await registerAndLogin(server.url);
    staff = await staffUser(server);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers 401 to a visitor and 403 to a buyer, even one who sent inquiries', async () => {
    await api(licensingInquiryEndpoint, { token: buyer.token, body: inquiry() });

    expect((await api(inquiriesEndpoint)).status).toBe(401);
    expect((await api(inquiriesEndpoint, { token: 'not-a-real-token' })).status).toBe(401);
    const refused = await api(inquiriesEndpoint, { token: buyer.token });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(INQUIRY_SERVER_MESSAGES.staffOnly);
    expect(JSON.stringify(refused.json)).not.toContain('Ada');
  });

  it('refuses a company address until it is verified', async () => {
    const unverified = await registerAndLogin(server.url, {
      email: `new-${randomBytes(4).toString('hex')}@clipmarket.com`,
    });
    expect((await api(inquiriesEndpoint, { token: unverified.token })).status).toBe(403);
  });

  it('lists inquiries newest first, a page at a time, with the total', async () => {
    const references: string[] = [];
    for (const lastName of ['First', 'Second', 'Third']) {
      const res = await api(licensingInquiryEndpoint, { body: inquiry({ lastName }) });
      references.push(res.json.reference);
    }

    const page = await api(inquiriesEndpoint, { token: staff.token, query: { max: 2 } });
    expect(page.status).toBe(200);
    expect(page.json.total).toBeGreaterThanOrEqual(4);
    expect(page.json.data.map((entry: { reference: string }) => entry.reference)).toEqual([
      references[2],
      references[1],
    ]);
    const next = await api(inquiriesEndpoint, { token: staff.token, query: { max: 2, offset: 2 } });
    expect(next.json.data[0].reference).toBe(references[0]);
    expect((await api(inquiriesEndpoint, { token: staff.token, query: { max: 0 } })).status).toBe(400);
  });
});

describe('the CRM web-to-lead', () => {
  let server: TestServer;
  let crm: http.Server;
  let staff: TestUser;
  /** What the CRM received: content type and form fields. */
  const received: { contentType: string | undefined; form: URLSearchParams }[] = [];
  /** What the CRM answers next. */
  let answer = 200;
  let ids: string[];
  const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
    call(server.url, endpoint, options);

  beforeAll(async () => {
    crm = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          contentType: request.headers['content-type'],
          form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        });
        response.writeHead(answer, { 'content-type': 'text/html' }).end('<p>Thanks</p>');
      });
    });
    await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve));
    const { port } = crm.address() as AddressInfo;
    server = await serverWith({
      INQUIRY_LIMIT: '1000/3600',
      CRM_WEB_TO_LEAD_URL: `http://127.0.0.1:${port}/servlet/WebToLead?oid=00D000000000001`,
    });
    staff = await staffUser(server);
    ids = await clipIds(server.db);
  });

  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => crm?.close(resolve));
  });

  async function crmStatusOf(reference: string) {
    const res = await api(inquiriesEndpoint, { token: staff.token, query: { max: 100 } });
    return (res.json.data as { reference: string; crmStatus: string; crmError: string | null }[]).find(
      (entry) => entry.reference === reference,
    );
  }

  it('posts the lead as a form after the inquiry is stored, and staff see it was sent', async () => {
    answer = 200;
    const body = inquiry({ cart: [ids[0]!, ids[1]!] });
    const res = await api(licensingInquiryEndpoint, { body });
    expect(res.status).toBe(201);

    await expect.poll(async () => (await crmStatusOf(res.json.reference))?.crmStatus).toBe('sent');
    const lead = received.find((post) => post.form.get('email') === body.email)!;
    expect(lead.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(lead.form)).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: body.email,
      company: 'Analytical Engines Ltd',
      country: 'United Kingdom',
      phone: '+44 20 7946 0958',
      lead_source: 'Clipmarket',
      media_usage: 'Advertising;TV and film',
      clip_ids: `${ids[0]};${ids[1]}`,
      inquiry_reference: res.json.reference,
    });
    expect(lead.form.get('description')).toContain('A spring campaign on social media and one TV spot.');
    expect(lead.form.get('description')).toContain(`JV#${ids[0]}`);
  });

  it('keeps and mails an inquiry the CRM refuses, and staff see why it failed', async () => {
    answer = 500;
    const body = inquiry();
    const res = await api(licensingInquiryEndpoint, { body });
    expect(res.status).toBe(201);

    await expect.poll(async () => (await crmStatusOf(res.json.reference))?.crmStatus).toBe('failed');
    expect((await crmStatusOf(res.json.reference))?.crmError).toBe('The CRM answered HTTP 500.');
    const [confirmation] = await mailsTo(server, body.email);
    expect(confirmation!.textBody).toContain(res.json.reference);
  });
});

describe('the per-address limit', () => {
  let server: TestServer;
  const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
    call(server.url, endpoint, options);

  beforeAll(async () => {
    server = await serverWith({ INQUIRY_LIMIT: '2/3600' });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 with Retry-After once an address has sent its inquiries for the hour', async () => {
    expect((await api(licensingInquiryEndpoint, { body: inquiry() })).status).toBe(201);
    expect((await api(licensingInquiryEndpoint, { body: inquiry() })).status).toBe(201);

    const refused = await api(licensingInquiryEndpoint, { body: inquiry() });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(INQUIRY_SERVER_MESSAGES.tooMany);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });
});
