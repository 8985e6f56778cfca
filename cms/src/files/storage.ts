/**
 * Where the uploaded files (images, datasheets, announcement PDFs) are kept: on local disk under the data folder
 * (`$CMS_DATA_DIR/media/`), or, with `S3_BUCKET`, in S3-compatible storage (Amazon S3, Aliyun OSS, Tencent COS,
 * MinIO…) through the AWS SDK:
 * - `S3_BUCKET`, `S3_PREFIX` (keys under it, default none);
 * - `S3_ENDPOINT` (any but Amazon's), `S3_REGION` (default `us-east-1`), `S3_FORCE_PATH_STYLE=1` (MinIO and most
 *   self-hosted services);
 * - `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY` (else the SDK's own chain: environment, profile, instance role).
 * The bucket stays private: the CMS reads each file and serves it itself, at the contract's paths (file-response.ts),
 * so what is members-only, previewed or not yet published never has a public address in the bucket.
 * Not through @payloadcms/storage-s3: its newest release (3.90.1) requires exactly payload 3.90.1, and what the CMS
 * needs of it is the three calls below and the hooks of `uploadsKeptIn`.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload';
import { DATA_DIR } from '../paths';

/**
 * The policy of every file the CMS serves, to visitors and in the admin (the demo backend's, docs/backend-api.md
 * "Static files"): opened on its own at the CMS's address, where the admin signs in, an SVG runs nothing.
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

type Upload = { filename?: string | null; mimeType?: string | null };

export const notFound = () => new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } });

/** A stored file with its content type under the files' policy (to visitors and in the admin), or 404. */
export async function storedFileResponse(store: FileStore, doc: Upload, head: boolean, cacheControl: string): Promise<Response> {
  const bytes = doc.filename ? await store.get(doc.filename) : null;
  if (!bytes) return notFound();
  return new Response(head ? null : new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': doc.mimeType ?? 'application/octet-stream',
      'content-length': String(bytes.byteLength),
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CSP,
    },
  });
}

export type FileStore = {
  kind: 'disk' | 's3';
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(name: string): Promise<Uint8Array | null>;
  remove(name: string): Promise<void>;
};

/** A file's name as kept: its base name only, so no name reaches outside the store. */
const keyOf = (name: string) => path.basename(name);

export function diskStore(dir: string): FileStore {
  return {
    kind: 'disk',
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, keyOf(name)), bytes);
    },
    async get(name) {
      const bytes = await readFile(path.join(dir, keyOf(name))).catch(() => null);
      return bytes && new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    remove: (name) => rm(path.join(dir, keyOf(name)), { force: true }),
  };
}

export type S3Options = {
  bucket: string;
  prefix?: string;
  endpoint?: string;
  region?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
};

export function s3Store(options: S3Options): FileStore {
  const client = new S3Client({
    region: options.region || 'us-east-1',
    endpoint: options.endpoint || undefined,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: the SDK's default (a streamed body with a trailing checksum) is not
    // understood by many S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails a read within seconds (the site waits for the file).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 20_000 },
  });
  const Key = (name: string) => `${options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : ''}${keyOf(name)}`;
  return {
    kind: 's3',
    async put(name, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: Key(name), Body: bytes, ContentType: contentType }));
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: Key(name) }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: Key(name) }));
    },
  };
}

/** The store the environment names: S3 with `S3_BUCKET`, else the disk under `mediaDir`. */
export function fileStoreOf(env: Record<string, string | undefined>, mediaDir: string): FileStore {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return diskStore(mediaDir);
  return s3Store({
    bucket,
    prefix: env.S3_PREFIX?.trim(),
    endpoint: env.S3_ENDPOINT?.trim(),
    region: env.S3_REGION?.trim(),
    forcePathStyle: ['1', 'true'].includes(env.S3_FORCE_PATH_STYLE?.trim() ?? ''),
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim(),
  });
}

/**
 * The uploads' store of this CMS (the environment's, read once), and what Payload's upload collection needs of it.
 * The admin's own view of a file (`/api/media/file/<name>`, signed-in people only) reads the store, under the same
 * policy as the visitors' files. In S3: Payload writes uploads to disk only, so each file is put in the bucket before
 * its document is saved (a file that cannot be stored fails the save), the one it replaces is removed once it is
 * saved, and a deleted document's file is removed.
 */
export const mediaStore = fileStoreOf(process.env, path.join(DATA_DIR, 'media'));

export function uploadsKeptIn(store: FileStore) {
  const beforeChange: CollectionBeforeChangeHook = async ({ data, req }) => {
    const file = req.file;
    const name = (data as Upload).filename;
    if (file?.data && name) await store.put(name, file.data, (data as Upload).mimeType ?? file.mimetype);
    return data;
  };
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc }) => {
    const [now, before] = [(doc as Upload).filename, (previousDoc as Upload | undefined)?.filename];
    if (before && before !== now) await store.remove(before);
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ doc }) => {
    if ((doc as Upload).filename) await store.remove((doc as Upload).filename!);
  };
  const handler = async (req: PayloadRequest, { doc, params }: { doc?: unknown; params: { filename: string } }) => {
    // Payload has checked that the person may read the collection; it hands over the document only when its read
    // access is a query.
    const found =
      (doc as Upload | undefined) ??
      (
        await req.payload.find({
          collection: 'media',
          where: { filename: { equals: params.filename } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0];
    return found ? storedFileResponse(store, found, false, 'private, no-store') : notFound();
  };
  const upload = { staticDir: path.join(DATA_DIR, 'media'), handlers: [handler] };
  // On disk, Payload writes and removes the files itself.
  if (store.kind === 'disk') return { upload, hooks: {} };
  return {
    upload: { ...upload, disableLocalStorage: true },
    hooks: { beforeChange: [beforeChange], afterChange: [afterChange], afterDelete: [afterDelete] },
  };
}
