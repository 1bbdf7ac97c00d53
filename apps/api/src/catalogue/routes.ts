import {
  canonicalUrl,
  canonicalUrlEndpoint,
  clientErrorEndpoint,
  categoriesEndpoint,
  collectionEndpoint,
  collectionsEndpoint,
  homeContentEndpoint,
  isInternalViewer,
  publisherHomepageEndpoint,
  tentpolesEndpoint,
  videoDetailsEndpoint,
  videoEndpoint,
  videosEndpoint,
  wireAcquisitionsEndpoint,
} from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/errors';
import { serve } from '../http/operation';
import { route } from '../http/route';
import type { CatalogueService } from './service';

const noVideo = (jmId: string) => httpError(404, `No video has the id ${jmId}.`);
/**
 * The internal tools answer a buyer as if they did not exist, as their pages do (the not-found page): a
 * buyer learns nothing about them, not even that they are there.
 */
const internalOnly = () => httpError(404, 'Not found.');

/** The catalogue and content endpoints (contract in packages/core/src/contract/catalogue.ts). */
export function catalogueRoutes(app: FastifyInstance, service: CatalogueService): void {
  // The pages' data (home rows, a clip, the filter panel): served so the server's renderer calls them in process.
  serve(app, videosEndpoint, ({ query }) => service.feed(query));

  route(app, wireAcquisitionsEndpoint, ({ query }) => service.wireAcquisitions(query));

  serve(app, videoEndpoint, async ({ params }) => {
    const video = await service.video(params.jmId);
    if (!video) throw noVideo(params.jmId);
    return video;
  });

  route(app, videoDetailsEndpoint, async ({ params, request }) => {
    const details = await service.details(params.id, isInternalViewer(request.user));
    if (!details) throw noVideo(params.id);
    return details;
  });

  serve(app, categoriesEndpoint, async ({ query }) => ({ result: await service.categories(query.max) }));

  route(app, canonicalUrlEndpoint, ({ body }) => ({ inurl: body.inurl, outurl: canonicalUrl(body.inurl) }));
  // A page that failed in a browser (the app's error boundary, a script that did not load): one warning in the
  // log, with the page's address and the signed-in user if any, so a broken page is seen without a report.
  route(app, clientErrorEndpoint, ({ body, request }) => {
    request.log.warn(
      { route: body.route, kind: body.kind, error: body.message },
      'a page failed in a browser',
    );
  });

  serve(app, homeContentEndpoint, () => service.home());

  route(app, collectionsEndpoint, async () => ({ data: await service.collections() }));

  route(app, collectionEndpoint, async ({ params, query }) => {
    const page = await service.collection(params.slug, query.offset, query.max);
    if (!page) throw httpError(404, `No collection is called ${params.slug}.`);
    return page;
  });

  route(app, tentpolesEndpoint, async ({ query, request }) => {
    if (!isInternalViewer(request.user)) throw internalOnly();
    const data = await service.tentpoles(query.tentpoleId);
    if (!data) throw httpError(404, `No published tentpole has the id ${query.tentpoleId}.`);
    return { data };
  });

  route(app, publisherHomepageEndpoint, async ({ query, request }) => {
    if (!isInternalViewer(request.user)) throw internalOnly();
    const page = await service.publisherHomepage(query.versionId);
    if (!page) throw httpError(404, `No publisher homepage version has the id ${query.versionId}.`);
    return page;
  });
}
