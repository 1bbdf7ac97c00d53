import { createHash } from 'node:crypto';
import { PAGE_FILES } from '@clipmarket/core';
import { LICENCE_TERMS_PDF_FILENAME } from '@clipmarket/core/licenceTerms';
import type { FastifyInstance } from 'fastify';
import { matchesEtag } from '../web';
import { renderLicenceTermsPdf } from './documents';

/**
 * How the terms PDF may be kept: an hour by anyone, then asked for again with its ETag (a 304 while the terms
 * are the same). A new version of the terms reaches every reader within the hour.
 */
export const LICENCE_TERMS_CACHE_CONTROL = 'public, max-age=3600';

interface TermsFile {
  bytes: Buffer;
  etag: string;
}

/**
 * The licence terms PDF at `PAGE_FILES.licenceTermsPdf`, the address the licence choice, the pricing page and
 * the terms page link (ADR 82). Public, the same for everyone: typeset once, on the first request, from
 * `@clipmarket/core/licenceTerms`, and kept for the process's life (a new version of the terms is a new
 * deploy). Sent inline, so a browser shows it, under a file name with the terms' version, with a strong ETag
 * of its bytes.
 */
export function licenceTermsRoutes(app: FastifyInstance, { origin }: { origin: string }): void {
  let file: Promise<TermsFile> | null = null;
  const termsFile = () =>
    (file ??= renderLicenceTermsPdf({ origin }).then(
      (bytes) => ({
        bytes,
        etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
      }),
      (error: unknown) => {
        // A failed render is tried again by the next request rather than kept.
        file = null;
        throw error;
      },
    ));

  app.get(PAGE_FILES.licenceTermsPdf, async (request, reply) => {
    const { bytes, etag } = await termsFile();
    reply.header('cache-control', LICENCE_TERMS_CACHE_CONTROL).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${LICENCE_TERMS_PDF_FILENAME}"`)
      .send(bytes);
  });
}
