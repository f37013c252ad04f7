import { fireEvent, getDefaultNormalizer, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { installFakeApi, jsonResponse, violationList } from '../../test/fake-api.ts';
import { DocumentUpload } from './document-upload.tsx';

/** Keeps the no-break spaces French typography needs in the compared text. */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const UPLOAD_URL = '/api/facilities/00000000-0000-4000-8000-000000000001/documents';

function fileOf(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

function renderUpload(onUploaded = vi.fn()) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <DocumentUpload uploadUrl={UPLOAD_URL} onUploaded={onUploaded} />
    </AppProviders>,
  );
  // The browser's own `accept` filter is bypassed: the component must check by itself.
  return { user: userEvent.setup({ applyAccept: false }), onUploaded };
}

describe('document upload', () => {
  it('refuses a 12 Mo PDF without calling the server', async () => {
    const api = installFakeApi();
    const { user, onUploaded } = renderUpload();
    await user.upload(
      screen.getByLabelText('Ajouter un document'),
      fileOf('statuts.pdf', 'application/pdf', 12 * 1024 * 1024),
    );
    expect(
      await screen.findByText(
        'Le fichier «\u00a0statuts.pdf\u00a0» pèse 12\u00a0Mo\u00a0: la taille maximale est de 10\u00a0Mo.',
        EXACT,
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Ajouter un document')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', UPLOAD_URL)).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a text file dropped on the area', async () => {
    const api = installFakeApi();
    renderUpload();
    const area = screen
      .getByText('ou glissez un fichier dans ce cadre')
      .closest('.mantine-Paper-root');
    if (area === null) throw new Error('drop area not found');
    fireEvent.drop(area, { dataTransfer: { files: [fileOf('notes.txt', 'text/plain', 200)] } });
    expect(
      await screen.findByText(
        'Le fichier «\u00a0notes.txt\u00a0» n’est pas accepté\u00a0: choisissez un PDF, un JPEG ou un PNG.',
        EXACT,
      ),
    ).toBeVisible();
    expect(api.callsTo('POST', UPLOAD_URL)).toHaveLength(0);
  });

  it('posts the file as multipart form data and reports the created document', async () => {
    const created = { id: 'doc', name: 'plan.png' };
    const api = installFakeApi({ [`POST ${UPLOAD_URL}`]: jsonResponse(201, created) });
    const { user, onUploaded } = renderUpload();
    const file = fileOf('plan.png', 'image/png', 300_000);
    await user.upload(screen.getByLabelText('Ajouter un document'), file);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(created));
    const [request] = api.callsTo('POST', UPLOAD_URL);
    expect(request?.body).toBeInstanceOf(FormData);
    const sent = (request?.body as FormData).get('file') as File;
    expect([sent.name, sent.type]).toEqual(['plan.png', 'image/png']);
    // The browser must set the multipart boundary: no JSON content type may be forced.
    expect(new Headers(request?.init?.headers).get('content-type')).toBeNull();
    expect(screen.getByLabelText('Ajouter un document')).not.toHaveAttribute('aria-invalid');
  });

  it('shows every server violation next to the file input when the content is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi({
      [`POST ${UPLOAD_URL}`]: violationList([
        {
          propertyPath: 'file',
          message: 'Le contenu du fichier n’est pas un PDF, un JPEG ou un PNG.',
        },
        { propertyPath: 'file', message: 'Le fichier est protégé par un mot de passe.' },
      ]),
    });
    const { user, onUploaded } = renderUpload();
    const input = screen.getByLabelText('Ajouter un document');
    await user.upload(input, fileOf('faux.pdf', 'application/pdf', 1000));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining(
          'Le contenu du fichier n’est pas un PDF, un JPEG ou un PNG. Le fichier est protégé par un mot de passe.',
        ) as string,
      ),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Each is also a toast (docs/messages.md#violations), which shows a render after the field's
    // message.
    await waitFor(() =>
      expect(screen.getAllByText('Le fichier est protégé par un mot de passe.')).toHaveLength(2),
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
