import { CSV_BOM } from '@espaces/domain/csv/csv';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectionOf, createFacilityAdmin } from '../../../test/factories.ts';
import {
  installSignedInApi,
  jsonResponse,
  lastQueryTo,
  violationList,
} from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const FACILITY_ID = '00000000-0000-4000-8000-00000000f001';
const CSV = 'Date du paiement;Montant (€)\r\n02/01/2027;12345,67\r\n';

const listApi = (exportAnswer: Response) =>
  installSignedInApi(createFacilityAdmin(), {
    'GET /api/payments': jsonResponse(200, collectionOf([])),
    'GET /api/payments/export': exportAnswer,
    'GET /api/facilities': jsonResponse(200, collectionOf([])),
    'GET /api/territories': jsonResponse(200, collectionOf([])),
    'GET /api/facility_types': jsonResponse(200, collectionOf([])),
  });

/** The files the page saved, through the browser's download link. */
function savedFiles() {
  const saved: { blob: Blob; name: string }[] = [];
  let lastBlob: Blob | undefined;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => ((lastBlob = blob), 'blob:csv'),
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ blob: lastBlob!, name: this.download });
  });
  return saved;
}

async function openDialog(app: Awaited<ReturnType<typeof renderApp>>) {
  // By keyboard: the action is a button reached and pressed like any other.
  (await screen.findByRole('button', { name: 'Exporter (CSV)' })).focus();
  await app.user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Exporter les paiements (CSV)' });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('« Exporter (CSV) » of /paiements/liste', () => {
  it('downloads the current month under the list’s filters, byte order mark kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-15T10:00:00Z'));
    const saved = savedFiles();
    const api = listApi(
      new Response(CSV_BOM + CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    );
    const app = await renderApp(`/paiements/liste?status=paid&facility=${FACILITY_ID}`);
    const dialog = await openDialog(app);
    expect(within(dialog).getByLabelText(/^Du/)).toHaveValue('01/01/2027');
    expect(within(dialog).getByLabelText(/^Au/)).toHaveValue('31/01/2027');

    await app.user.click(within(dialog).getByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const query = lastQueryTo(api, '/api/payments/export');
    expect(Object.fromEntries(query)).toEqual({
      from: '2027-01-01',
      to: '2027-01-31',
      'agreement.facility.id': FACILITY_ID,
    });
    expect(saved[0]!.name).toBe('paiements-2027-01-01-au-2027-01-31.csv');
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(CSV);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an end before the start, and shows the server’s refusal', async () => {
    const refusal = 'La période dure au plus 366\u00a0jours.';
    const api = listApi(violationList([{ propertyPath: 'to', message: refusal }]));
    const app = await renderApp('/paiements/liste');
    const dialog = await openDialog(app);
    const download = within(dialog).getByRole('button', { name: 'Télécharger' });
    fireEvent.change(within(dialog).getByLabelText(/^Du/), { target: { value: '10/03/2026' } });
    fireEvent.change(within(dialog).getByLabelText(/^Au/), { target: { value: '01/03/2026' } });
    expect(
      await within(dialog).findByText(
        'La fin de la période doit être le même jour que son début ou après.',
      ),
    ).toBeVisible();
    expect(download).toBeDisabled();

    fireEvent.change(within(dialog).getByLabelText(/^Au/), { target: { value: '31/03/2026' } });
    await waitFor(() => expect(download).toBeEnabled());
    await app.user.click(download);
    expect((await screen.findAllByText(/La période dure au plus 366/))[0]).toBeVisible();
    expect(lastQueryTo(api, '/api/payments/export').get('from')).toBe('2026-03-10');
  });
});
