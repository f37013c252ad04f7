import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { facilityDocuments } from '../../db/schema.ts';
import { createWorld, get, type Who, type World } from './facility-test-data.ts';

// A real, minimal PDF (a blank A4 page) and a 1×1 PNG.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const BOUNDARY = '----espaces-test-boundary';

interface Part {
  field: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

function multipartBody(parts: Part[]): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"` +
        (part.fileName ? `; filename="${part.fileName}"` : '') +
        '\r\n' +
        (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
        '\r\n',
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

const pdfPart = (value: Buffer = PDF, fileName = 'reglement.pdf'): Part => ({
  field: 'file',
  value,
  fileName,
  contentType: 'application/pdf',
});

let world: World;
let filesDir: string;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'espaces-files-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
      WEB_DIST_DIR: '/nonexistent',
      FILES_DIR: filesDir,
    }),
  };
  world = await createWorld({ config });
});
afterAll(async () => {
  await world.context.close();
  await rm(filesDir, { recursive: true, force: true });
});

async function upload(facilityId: string, who: Who | undefined, parts: Part[]) {
  return world.context.app.inject({
    method: 'POST',
    url: `/api/facilities/${facilityId}/documents`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody(parts),
    cookies: await world.cookiesOf(who),
  });
}

async function remove(documentId: string, who: Who | undefined) {
  return world.context.app.inject({
    method: 'DELETE',
    url: `/api/facility_documents/${documentId}`,
    cookies: await world.cookiesOf(who),
  });
}

async function storedFiles(): Promise<string[]> {
  return readdir(filesDir).catch(() => []);
}

async function documentRows(): Promise<number> {
  const [row] = await world.context.db.select({ value: count() }).from(facilityDocuments);
  return row!.value;
}

describe('annex documents of a facility', () => {
  it('stores a real PDF under a random name and gives it back identical', async () => {
    const response = await upload(world.canutsId, 'admin', [pdfPart()]);
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({
      '@type': 'FacilityDocument',
      name: 'reglement.pdf',
      mimeType: 'application/pdf',
      size: PDF.length,
      contentUrl: `/api/facility_documents/${document.id}/file`,
    });
    const [row] = await world.context.db
      .select()
      .from(facilityDocuments)
      .where(eq(facilityDocuments.id, document.id));
    expect(row!.storageKey).not.toContain('reglement');
    expect(await readFile(path.join(filesDir, row!.storageKey))).toEqual(PDF);

    const download = await get(world, document.contentUrl, 'validateur');
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(PDF);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="reglement.pdf"; filename*=UTF-8''reglement.pdf`,
    );

    const detail = await get(world, `/api/facilities/${world.canutsId}`, 'admin');
    expect(detail.json().documents).toEqual([document]);
  });

  it('names the document as typed and keeps accents in the download name', async () => {
    const response = await upload(world.canutsId, 'territoire', [
      { field: 'name', value: "Plan d'accès" },
      { field: 'file', value: PNG, fileName: 'plan.png', contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: "Plan d'accès", mimeType: 'image/png' });
    const download = await get(world, response.json().contentUrl, 'territoire');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Plan d'acces.png"; filename*=UTF-8''Plan%20d%27acc%C3%A8s.png`,
    );
  });

  it('lets central upload to any facility', async () => {
    expect((await upload(world.savoie.facility.id, 'central', [pdfPart()])).statusCode).toBe(201);
  });

  it.each([
    ['superviseur', 403],
    ['validateur', 403],
    ['asso', 403],
    ['asso-attente', 403],
    [undefined, 401],
  ] as const)('refuses the upload to %s (%i) and stores nothing', async (who, status) => {
    const [files, rows] = [await storedFiles(), await documentRows()];
    expect((await upload(world.canutsId, who, [pdfPart()])).statusCode).toBe(status);
    expect(await storedFiles()).toEqual(files);
    expect(await documentRows()).toBe(rows);
  });

  it('answers 404 to an admin uploading to a facility they do not see', async () => {
    expect((await upload(world.gratteCielId, 'admin', [pdfPart()])).statusCode).toBe(404);
  });

  it.each([
    [
      'a .pdf that is not a PDF',
      [pdfPart(Buffer.from('Bonjour, ceci est du texte.'), 'faux.pdf')],
      'Seuls les fichiers PDF, JPEG ou PNG sont acceptés.',
    ],
    [
      'a file over 10 MB',
      [pdfPart(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]))],
      'Le fichier dépasse 10 Mo.',
    ],
    ['a form without file', [{ field: 'name', value: 'Rien' }], 'Le fichier est obligatoire.'],
  ])('refuses %s with a French violation and stores nothing', async (_case, parts, message) => {
    const [files, rows] = [await storedFiles(), await documentRows()];
    const response = await upload(world.canutsId, 'admin', parts);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'file', message }),
    ]);
    expect(await storedFiles()).toEqual(files);
    expect(await documentRows()).toBe(rows);
  });

  it('accepts only multipart bodies', async () => {
    const response = await world.context.app.inject({
      method: 'POST',
      url: `/api/facilities/${world.canutsId}/documents`,
      payload: { file: 'x' },
      cookies: await world.cookiesOf('admin'),
    });
    expect(response.statusCode).toBe(415);
  });

  it('serves downloads to who sees the facility only', async () => {
    const document = (await upload(world.canutsId, 'admin', [pdfPart()])).json();
    for (const who of ['central', 'territoire', 'admin', 'superviseur', 'validateur'] as const) {
      expect((await get(world, document.contentUrl, who)).statusCode).toBe(200);
    }
    expect((await get(world, document.contentUrl, 'asso')).statusCode).toBe(403);
    expect((await get(world, document.contentUrl)).statusCode).toBe(401);
    const savoieDocument = (await upload(world.savoie.facility.id, 'central', [pdfPart()])).json();
    expect((await get(world, savoieDocument.contentUrl, 'territoire')).statusCode).toBe(404);
    expect(
      (await get(world, `/api/facility_documents/${crypto.randomUUID()}/file`, 'central'))
        .statusCode,
    ).toBe(404);
  });

  it('deletes a document and its file for who may edit the facility', async () => {
    const document = (await upload(world.canutsId, 'admin', [pdfPart()])).json();
    const [row] = await world.context.db
      .select()
      .from(facilityDocuments)
      .where(eq(facilityDocuments.id, document.id));
    expect((await remove(document.id, 'superviseur')).statusCode).toBe(403);
    expect((await remove(document.id, 'asso')).statusCode).toBe(403);
    expect((await remove(document.id, undefined)).statusCode).toBe(401);
    expect(await storedFiles()).toContain(row!.storageKey);

    expect((await remove(document.id, 'admin')).statusCode).toBe(204);
    expect(await storedFiles()).not.toContain(row!.storageKey);
    expect((await get(world, document.contentUrl, 'admin')).statusCode).toBe(404);
    expect((await remove(document.id, 'admin')).statusCode).toBe(404);
  });

  it('answers 404 to a territory admin deleting a document of another territory', async () => {
    const document = (await upload(world.savoie.facility.id, 'central', [pdfPart()])).json();
    expect((await remove(document.id, 'territoire')).statusCode).toBe(404);
    expect((await remove(document.id, 'central')).statusCode).toBe(204);
  });
});
