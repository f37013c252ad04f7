import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import type { S3StorageSettings } from '../../src/files/s3-file-storage.ts';

export interface FakeS3Request {
  method: string;
  path: string;
  authorization: string;
}

export interface FakeS3 {
  /** Settings of a client of this endpoint (path style, test keys). */
  settings: S3StorageSettings;
  /** Objects by `/<bucket>/<key>`. */
  objects: Map<string, Buffer>;
  requests: FakeS3Request[];
  close: () => Promise<void>;
}

export const FAKE_S3_BUCKET = 'espaces-documents';

const noSuchKey = (path: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code>` +
  `<Message>The specified key does not exist.</Message><Key>${path}</Key></Error>`;

/**
 * The part of the S3 HTTP API the storage uses (PutObject, GetObject, DeleteObject, path
 * style), in process on 127.0.0.1: the real SDK signs and sends real requests, no network.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const requests: FakeS3Request[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    const body = await buffer(request);
    requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization ?? '',
    });
    if (request.method === 'PUT') {
      objects.set(path, body);
      response.writeHead(200, { etag: '"fake"' }).end();
    } else if (request.method === 'GET' && objects.has(path)) {
      const content = objects.get(path)!;
      response
        .writeHead(200, { 'content-type': 'binary/octet-stream', 'content-length': content.length })
        .end(content);
    } else if (request.method === 'GET') {
      response.writeHead(404, { 'content-type': 'application/xml' }).end(noSuchKey(path));
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    settings: {
      bucket: FAKE_S3_BUCKET,
      region: 'fr-par',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'ESPACESTESTKEY', secretAccessKey: 'secret-de-test' },
      forcePathStyle: true,
    },
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
