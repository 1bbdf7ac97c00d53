import { pipeline, Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentHeader } from '../http/file-route';
import {
  checkKey,
  MediaNotFoundError,
  type ByteRange,
  type MediaStat,
  type MediaStore,
  type PresignOptions,
} from './store';

/** Where an S3-compatible store is and how to sign in to it (MEDIA_S3_* settings, media/config.ts). */
export interface S3Settings {
  /** e.g. `https://s3.eu-west-1.amazonaws.com`, `http://127.0.0.1:9000`; unset: AWS's own endpoint. */
  endpoint?: string | undefined;
  /** @default 'us-east-1' (the region most S3-compatible servers accept whatever they are) */
  region?: string | undefined;
  /** Both, or neither (then the SDK's own chain: environment, profile, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `bucket` in the path rather than the host name (MinIO and most self-hosted servers need it). */
  forcePathStyle?: boolean | undefined;
}

/** An S3 client for the settings. Close it with `client.destroy()` when the server stops. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region ?? 'us-east-1',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle ?? false,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // SDK releases since 2025 add CRC checksums to every upload by default, sent as an `aws-chunked` body
    // with a trailer. Many S3-compatible servers (s3rver, older MinIO, some hosted ones) store that framing
    // as the object's bytes or refuse it; checksums only where the operation requires them keeps every
    // server working. The bytes are still protected in transit by TLS and by the signature of each request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export interface S3StoreOptions {
  client: S3Client;
  bucket: string;
  /**
   * Prepended to every key, e.g. `library/`, so two stores can share a bucket without seeing each other.
   * @default ''
   */
  prefix?: string;
  /**
   * Bytes of one multipart part; a write shorter than this is a single PUT. S3's minimum is 5 MiB.
   * @default 5 MiB
   */
  partSize?: number;
  /**
   * Parts uploaded at once. A write holds at most `partSize × (queueSize + 1)` bytes in memory, whatever its
   * length, so a zip of any size streams.
   * @default 2
   */
  queueSize?: number;
}

const MIB = 1024 * 1024;

/** Whether the SDK's error is S3 saying there is no such object (HEAD answers a bare 404, GET `NoSuchKey`). */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound';
}

/**
 * The range's bytes out of what the server sent. HTTP lets a server ignore `Range` and send the whole object
 * (200, no `Content-Range`), and some S3-compatible ones send more than asked (s3rver reads `bytes=0-0` as
 * "from 0 to the end"): the bytes past the range are cut off here and the download stopped.
 */
function exactRange(body: Readable, contentRange: string | undefined, range: ByteRange): Readable {
  const served = /^bytes (\d+)-(\d+)\//.exec(contentRange ?? '');
  const from = served ? Number(served[1]) : 0;
  if (served && from === range.start && Number(served[2]) === range.end) return body;
  if (from > range.start) {
    body.destroy();
    throw new Error(`The storage sent bytes from ${from} for a range from ${range.start}`);
  }
  let skip = range.start - from;
  let left = range.end - range.start + 1;
  const cut = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const start = Math.min(skip, chunk.length);
      skip -= start;
      const part = chunk.subarray(start, start + left);
      left -= part.length;
      if (part.length > 0) this.push(part);
      if (left === 0) {
        this.push(null);
        body.unpipe(this);
        body.destroy();
      }
      done();
    },
  });
  return body.pipe(cut);
}

/**
 * The media store on S3-compatible storage. Writes stream through `@aws-sdk/lib-storage`'s `Upload`: a single
 * PUT when short, a multipart upload otherwise, aborted (nothing left behind, the previous object kept) when
 * the stream fails. S3 makes a new object visible only once it is complete, as the local store's rename does.
 */
export function createS3Store({
  client,
  bucket,
  prefix = '',
  partSize = 5 * MIB,
  queueSize = 2,
}: S3StoreOptions): MediaStore {
  if (prefix !== '' && (!prefix.endsWith('/') || prefix.startsWith('/')))
    throw new Error(`An S3 store's prefix is empty or ends with "/" (not "${prefix}")`);
  const objectKey = (key: string) => `${prefix}${checkKey(key)}`;

  return {
    kind: 's3',
    async stat(key): Promise<MediaStat | null> {
      const Key = objectKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      const Key = objectKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // In Node the body is the HTTP response itself: a Readable with the SDK's helpers mixed in.
        const body = answer.Body instanceof Readable ? answer.Body : Readable.from([]);
        return range ? exactRange(body, answer.ContentRange, range) : body;
      } catch (error) {
        if (isMissing(error)) throw new MediaNotFoundError(key);
        throw error;
      }
    },
    async write(key, body, contentType): Promise<{ size: number }> {
      const Key = objectKey(key);
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // A failing source destroys `counted`, which fails the upload; the source's error is the one to report.
      let sourceError: Error | null = null;
      pipeline(body, counted, (error) => {
        sourceError = error ?? null;
      });
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key, Body: counted, ContentType: contentType },
        partSize,
        queueSize,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        counted.destroy();
        throw sourceError ?? error;
      }
      return { size };
    },
    async remove(key): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async presign(
      key,
      { expiresInSeconds, filename, contentType, signedAt }: PresignOptions,
    ): Promise<string> {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        ...(filename ? { ResponseContentDisposition: attachmentHeader(filename) } : {}),
        ...(contentType ? { ResponseContentType: contentType } : {}),
      });
      return getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        ...(signedAt ? { signingDate: signedAt } : {}),
      });
    },
  };
}
