import type {
  SchoolHolidayCalendar,
  SchoolHolidayImport,
  SchoolHolidayImportPreview,
} from '@espaces/domain/api/school-holidays';
import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../../app/routes.ts';
import { createCentralUser, createFacilityAdmin } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const CSV = 'Description;Population;Date de début;Date de fin;Location;Zones;annee_scolaire\n';

const noel = (zone: 'A' | 'B', firstDay = '2026-12-19', lastDay = '2027-01-03') => ({
  name: 'Vacances de Noël',
  zone,
  schoolYear: '2026-2027',
  firstDay,
  lastDay,
});

function calendar(imported: boolean): SchoolHolidayCalendar {
  const year2025 = { schoolYear: '2025-2026', periods: 5, importedAt: null };
  const year2026 = { schoolYear: '2026-2027', periods: 1, importedAt: '2026-11-29T10:00:00.000Z' };
  return {
    '@type': 'SchoolHolidayCalendar',
    zones: [
      { zone: 'A', schoolYears: imported ? [year2025, year2026] : [year2025] },
      { zone: 'B', schoolYears: [year2025] },
      { zone: 'C', schoolYears: [year2025] },
      { zone: 'Corse', schoolYears: [] },
    ],
  };
}

const preview: SchoolHolidayImportPreview = {
  '@type': 'SchoolHolidayImportPreview',
  periods: 2,
  schoolYears: ['2026-2027'],
  changes: [
    { zone: 'A', added: [noel('A')], changed: [], removed: [] },
    {
      zone: 'B',
      added: [],
      changed: [{ before: noel('B'), after: noel('B', '2026-12-18', '2027-01-03') }],
      removed: [],
    },
  ],
};

const imported: SchoolHolidayImport = {
  '@type': 'SchoolHolidayImport',
  changes: preview.changes,
  calendar: calendar(true),
};

/** Mantine's FileInput: a labelled button that opens a hidden file input. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('/vacances-scolaires', () => {
  it('previews what the ministry’s file changes per zone, then imports it once confirmed', async () => {
    const api = installSignedInApi(createCentralUser(), {
      'GET /api/school-holidays': jsonResponse(200, calendar(false)),
      'POST /api/school-holidays/import-preview': jsonResponse(200, preview),
      'POST /api/school-holidays/imports': jsonResponse(201, imported),
    });
    const { user } = await renderApp('/vacances-scolaires', ALL_ROUTES);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vacances scolaires' }),
    ).toBeTruthy();
    const known = await screen.findByRole('table', { name: 'Années scolaires connues par zone' });
    expect(within(known).getByRole('row', { name: /^Corse / }).textContent).toContain(
      'Aucune (les établissements ne peuvent pas choisir cette zone)',
    );
    expect(within(known).getByRole('row', { name: /^Zone A / }).textContent).toContain(
      '2025-2026 — 5\u00a0périodes, livrées avec le produit',
    );

    const showChanges = screen.getByRole('button', { name: 'Voir les changements' });
    expect(showChanges.hasAttribute('disabled')).toBe(true);
    const file = new File(
      [`${CSV}Vacances de Noël;-;2026-12-19;2027-01-04;Lyon;Zone A;2026-2027`],
      'calendrier.csv',
      {
        type: 'text/csv',
      },
    );
    await user.upload(fileInput(), file);
    await user.click(showChanges);

    expect(
      await screen.findByText('Le fichier contient 2 périodes de vacances (2026-2027).'),
    ).toBeTruthy();
    const zoneA = screen.getByRole('region', { name: 'Zone A' });
    expect(within(zoneA).getByText('Ajoutées (1)')).toBeTruthy();
    expect(
      within(zoneA).getByText(
        'Vacances de Noël 2026-2027\u00a0: du 19/12/2026 au 03/01/2027',
        EXACT,
      ),
    ).toBeTruthy();
    const zoneB = screen.getByRole('region', { name: 'Zone B' });
    expect(
      within(zoneB).getByText(
        'Vacances de Noël 2026-2027\u00a0: du 19/12/2026 au 03/01/2027 → du 18/12/2026 au 03/01/2027',
        EXACT,
      ),
    ).toBeTruthy();
    const previewCall = api.requests.find((r) => r.path === '/api/school-holidays/import-preview');
    expect(previewCall?.body).toEqual({ csv: await file.text() });
    expect(api.requests.some((r) => r.path === '/api/school-holidays/imports')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Importer ces vacances' }));
    expect(await screen.findByText('Calendrier scolaire importé')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /^Zone A / })).getByText(
        '2026-2027 — 1 période, importée le 29/11/2026',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Importer ces vacances' })).toBeNull();
  });

  it('shows the server’s French refusal of a malformed file next to the file', async () => {
    installSignedInApi(createCentralUser(), {
      'GET /api/school-holidays': jsonResponse(200, calendar(false)),
      'POST /api/school-holidays/import-preview': jsonResponse(422, {
        '@type': 'ConstraintViolationList',
        'hydra:description': 'csv: Ligne 2\u00a0: date de début illisible.',
        violations: [
          {
            propertyPath: 'csv',
            message:
              'Ligne 2\u00a0: date de début illisible (attendue AAAA-MM-JJ, entre 2000 et 2100).',
            code: 'INVALID',
            payload: { severity: 'error' },
          },
        ],
      }),
    });
    const { user } = await renderApp('/vacances-scolaires', ALL_ROUTES);
    await screen.findByRole('button', { name: 'Fichier CSV du calendrier scolaire' });
    await user.upload(fileInput(), new File([`${CSV}x`], 'faux.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Voir les changements' }));
    expect(
      await screen.findByText(
        'Ligne 2\u00a0: date de début illisible (attendue AAAA-MM-JJ, entre 2000 et 2100).',
        EXACT,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Importer ces vacances' })).toBeNull();
  });

  it('is not offered to a facility admin', async () => {
    installSignedInApi(createFacilityAdmin(), {});
    await renderApp('/vacances-scolaires', ALL_ROUTES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Erreur 403' })).toBeTruthy();
  });
});
