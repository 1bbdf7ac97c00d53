import {
  FULFILMENT_MESSAGES,
  clipCompEndpoint,
  clipDownloadEndpoint,
  compsEndpoint,
  purchasedVideosEndpoint,
} from '@clipmarket/core';
import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { fails, mockRequest, ok, useMswLocation } from '../test/call';
import { downloadHandlers, mockFootage } from './handlers';

describe('download mocks', () => {
  useMswLocation();

  it('answer a licensed clip with its stand-in file as an attachment, watermarked where the licence is Personal', async () => {
    const handlers = downloadHandlers.files({ licensed: ['1254381', '1302215'], watermarked: ['1302215'] });
    const res = (await getResponse(
      handlers,
      mockRequest(clipDownloadEndpoint, { params: { jmId: '1254381' } }),
    ))!;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="JV1254381 - .+\.mp4"$/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(mockFootage('1254381', 'master'));
    const personal = (await getResponse(
      handlers,
      mockRequest(clipDownloadEndpoint, { params: { jmId: '1302215' } }),
    ))!;
    expect(personal.headers.get('content-disposition')).toContain('(watermarked).mp4');
  });

  it("refuse a clip without a licence with the server's words", async () => {
    const body = await fails(downloadHandlers.licenceNeeded(), clipDownloadEndpoint, 403, {
      params: { jmId: '1254381' },
    });
    expect(body.message).toBe(FULFILMENT_MESSAGES.licenceNeeded);
  });

  it('answer any clip’s comp, licensed or not, as a stand-in named as a comp, where comps are made', async () => {
    const handlers = downloadHandlers.files({ licensed: [] });
    expect(await ok(handlers, compsEndpoint)).toEqual({ available: true });
    const res = (await getResponse(
      handlers,
      mockRequest(clipCompEndpoint, { params: { jmId: '1254381' } }),
    ))!;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="JV1254381 - .+ \(comp\)\.mp4"$/,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(mockFootage('1254381', 'comp'));
  });

  it("say when the server makes no comps, and refuse one with the server's words", async () => {
    expect(await ok(downloadHandlers.noComps(), compsEndpoint)).toEqual({ available: false });
    const body = await fails(downloadHandlers.noComps(), clipCompEndpoint, 503, {
      params: { jmId: '1254381' },
    });
    expect(body.message).toBe(FULFILMENT_MESSAGES.compUnavailable);
  });

  it('answer purchased videos with the watermarked ones marked, as the contract says', async () => {
    const answer = await ok(
      downloadHandlers.purchased({ licensed: ['1', '2'], watermarked: ['2'] }),
      purchasedVideosEndpoint,
    );
    expect(answer).toEqual({ data: ['1', '2'], total: 2, watermarked: ['2'] });
  });
});
