import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from '../http/file-route';
import { MediaNotFoundError, type MediaStore } from './store';

/** Media files keep their names when regenerated, so they are cached long but not forever. */
const MEDIA_CACHE = 'public, max-age=2592000';

/**
 * The only public folders of the library, and the types each may hold. Masters are never here: the only way
 * to them is the licensed download (downloads/routes.ts).
 */
export const PUBLIC_MEDIA_FOLDERS = {
  previews: { mp4: 'video/mp4', webm: 'video/webm' },
  posters: { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' },
} as const satisfies Record<string, Record<string, string>>;

type Folder = keyof typeof PUBLIC_MEDIA_FOLDERS;

/** A file's name: letters, digits, `-` and `_`, one extension. No dot file, no `..`, no slash of any kind. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.([a-z0-9]{2,4})$/;

/** A strong validator of the file's bytes: its size and modification time. */
function etagOf(size: number, modified: Date): string {
  return `"${size.toString(36)}-${modified.getTime().toString(36)}"`;
}

/** The one value of a header (a repeated header is read as absent). */
function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Whether the browser's copy is current (`If-None-Match`, else `If-Modified-Since`). */
function notModified(request: FastifyRequest, etag: string, modified: Date): boolean {
  const noneMatch = single(request.headers['if-none-match']);
  if (noneMatch !== undefined) return noneMatch.split(',').some((tag) => tag.trim() === etag);
  const since = Date.parse(single(request.headers['if-modified-since']) ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/**
 * Serves the library's previews and posters at `/media/previews/<name>` and `/media/posters/<name>` from
 * whichever store holds them (a local folder or S3), with `Range` (players seek in the previews), `ETag` and
 * `Last-Modified`. Every other path under `/media/` (masters, another folder, a name with a dot segment or an
 * encoded slash) is the server's plain 404, before any store is asked.
 */
export function registerPublicMedia(app: FastifyInstance, library: MediaStore): void {
  const serve = (folder: Folder) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { name } = request.params as { name: string };
    const match = NAME.exec(name);
    const types: Record<string, string> = PUBLIC_MEDIA_FOLDERS[folder];
    const type = match ? types[match[1]!] : undefined;
    if (!type) return reply.callNotFound();
    const key = `${folder}/${name}`;
    const stat = await library.stat(key);
    if (!stat) return reply.callNotFound();
    if (library.presign && request.method === 'GET') {
      // On S3 the browser fetches the file from the bucket (ADR 100). Signed at the start of the hour for two
      // hours, the address stays the same all hour, so the browser's cached copy of the file is used again.
      const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
      const location = await library.presign(key, {
        expiresInSeconds: 2 * 3600,
        contentType: type,
        signedAt: hour,
      });
      return reply
        .code(302)
        .header('location', location)
        .header('cache-control', 'public, max-age=600')
        .send();
    }

    const etag = etagOf(stat.size, stat.modified);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': MEDIA_CACHE,
      'accept-ranges': 'bytes',
      etag,
      'last-modified': stat.modified.toUTCString(),
    };
    if (notModified(request, etag, stat.modified)) return reply.code(304).headers(headers).send();

    const ifRange = single(request.headers['if-range']);
    const asked =
      ifRange === undefined || ifRange.trim() === etag
        ? parseRange(single(request.headers.range), stat.size)
        : ({ kind: 'whole' } as const);
    if (asked.kind === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${stat.size}`).send({
        statusCode: 416,
        error: 'Range Not Satisfiable',
        message: 'The range asked for is not within the file.',
      });
    }
    const range = asked.kind === 'part' ? asked.range : null;
    headers['content-length'] = String(range ? range.end - range.start + 1 : stat.size);
    if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${stat.size}`;
    let body: Readable;
    if (request.method === 'HEAD') {
      // The headers alone. An empty stream, since Fastify would set an empty body's length to 0.
      body = Readable.from([]);
    } else {
      try {
        body = await library.read(key, range ?? undefined);
      } catch (error) {
        // Removed between the stat and the read.
        if (error instanceof MediaNotFoundError) return reply.callNotFound();
        throw error;
      }
    }
    return reply
      .code(range ? 206 : 200)
      .headers(headers)
      .send(body);
  };

  for (const folder of Object.keys(PUBLIC_MEDIA_FOLDERS) as Folder[]) {
    app.get(`/media/${folder}/:name`, { schema: { hide: true } }, serve(folder));
  }
}
