import type {
  SchoolHolidayCalendar,
  SchoolHolidayImportPreview,
} from '@espaces/domain/api/school-holidays';
import { CLOSURE_MESSAGES } from '@espaces/domain/closure/closure-messages';
import { schoolZoneLabel } from '@espaces/domain/closure/school-zones';
import { formatDate } from '@espaces/domain/locale/format';
import { Alert, Anchor, Button, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { handleApiError } from '../../../api/client.ts';
import { violationsOf } from '../../../api/errors.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { briefSuccess } from '../../../ui/toast.tsx';
import {
  importSchoolHolidays,
  previewSchoolHolidayImport,
  schoolHolidayKeys,
  useSchoolHolidayCalendar,
} from '../api/school-holiday-queries.ts';
import { SchoolHolidayChanges } from '../components/school-holiday-changes.tsx';
import { countOf, plural } from '@espaces/domain/locale/french';

const DATASET_URL =
  'https://data.education.gouv.fr/explore/dataset/fr-en-calendrier-scolaire/export/';

const zoneTitle = (zone: Parameters<typeof schoolZoneLabel>[0]) =>
  schoolZoneLabel(zone).replace(/^zone/, 'Zone');

/**
 * /vacances-scolaires (auth-school-holidays): the school holidays that close the facilities of
 * each zone, and the import of the ministry's CSV that adds a year without a new release.
 */
export function SchoolHolidaysPage() {
  const calendar = useSchoolHolidayCalendar();
  return (
    <Page
      title="Vacances scolaires"
      lead="Les vacances de chaque zone ferment les établissements qui l’ont choisie. Importez le calendrier du ministère pour ajouter une année."
    >
      <section aria-labelledby="known-calendar">
        <Title order={2} id="known-calendar" mb="sm">
          Calendrier connu
        </Title>
        {calendar.isPending ? (
          <PageLoader label="Chargement du calendrier" />
        ) : calendar.isError ? (
          <Text role="alert">Le calendrier n’a pas pu être chargé. Réessayez plus tard.</Text>
        ) : (
          <KnownCalendar calendar={calendar.data} />
        )}
      </section>
      <ImportSection />
    </Page>
  );
}

type KnownYear = SchoolHolidayCalendar['zones'][number]['schoolYears'][number];

/** « 2026-2027 — 6 périodes, importées le 29/11/2026 » */
function schoolYearLine(year: KnownYear): string {
  const origin = year.importedAt
    ? `${plural(year.periods, 'importée')} le ${formatDate(year.importedAt)}`
    : `${plural(year.periods, 'livrée')} avec le produit`;
  return `${year.schoolYear} — ${countOf(year.periods, 'période')}, ${origin}`;
}

function KnownCalendar({ calendar }: { calendar: SchoolHolidayCalendar }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="sm">
        <Table.Caption>Années scolaires connues par zone</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Zone</Table.Th>
            <Table.Th scope="col">Années scolaires</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calendar.zones.map(({ zone, schoolYears }) => (
            <Table.Tr key={zone}>
              <Table.Th scope="row">{zoneTitle(zone)}</Table.Th>
              <Table.Td>
                {schoolYears.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    Aucune (les établissements ne peuvent pas choisir cette zone)
                  </Text>
                ) : (
                  <Stack gap={2}>
                    {schoolYears.map((year) => (
                      <Text key={year.schoolYear} size="sm">
                        {schoolYearLine(year)}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Choose the file, see what it changes, then import it. */
function ImportSection() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<SchoolHolidayImportPreview | null>(null);

  const refuse = (failure: unknown) => {
    const message = violationsOf(failure)?.[0]?.message;
    if (message) setError(message);
    else handleApiError(failure);
  };

  const previewing = useMutation({
    mutationFn: async (chosen: File) => {
      const text = await chosen.text();
      setCsv(text);
      return previewSchoolHolidayImport(text);
    },
    onSuccess: setPreview,
    onError: refuse,
  });

  const importing = useMutation({
    mutationFn: () => importSchoolHolidays(csv ?? ''),
    onSuccess: (imported) => {
      queryClient.setQueryData(schoolHolidayKeys.calendar, imported.calendar);
      // Facilities' closures read the calendar in force: their pages must ask again.
      void queryClient.invalidateQueries({ queryKey: ['closures'] });
      briefSuccess(CLOSURE_MESSAGES.imported);
      choose(null);
    },
    onError: refuse,
  });

  function choose(chosen: File | null) {
    setFile(chosen);
    setCsv(null);
    setPreview(null);
    setError(null);
  }

  const nothingChanges = preview !== null && preview.changes.length === 0;
  return (
    <section aria-labelledby="import-calendar">
      <Stack gap="sm">
        <Title order={2} id="import-calendar">
          Importer le calendrier du ministère
        </Title>
        <Text>
          Téléchargez le jeu «&nbsp;fr-en-calendrier-scolaire&nbsp;» au format CSV (séparateur
          point-virgule) sur{' '}
          <Anchor href={DATASET_URL} target="_blank" rel="noopener noreferrer">
            data.education.gouv.fr
          </Anchor>
          . Les périodes des zones A, B, C et de la Corse y remplacent, année par année, celles
          connues ici.
        </Text>
        <FileInput
          label="Fichier CSV du calendrier scolaire"
          placeholder="Choisir un fichier"
          accept=".csv,text/csv"
          clearable
          value={file}
          onChange={choose}
          error={error}
          maw={480}
        />
        <Group>
          <Button
            variant="light"
            disabled={file === null}
            loading={previewing.isPending}
            onClick={() => file && previewing.mutate(file)}
          >
            Voir les changements
          </Button>
        </Group>
        {preview && (
          <Stack gap="sm" aria-live="polite">
            <Text>
              {`Le fichier contient ${countOf(preview.periods, 'période')} de vacances (${preview.schoolYears.join(', ')}).`}
            </Text>
            {nothingChanges ? (
              <Alert color="gray">{CLOSURE_MESSAGES.importNothingChanged}</Alert>
            ) : (
              <>
                <SchoolHolidayChanges changes={preview.changes} />
                <Group>
                  <Button loading={importing.isPending} onClick={() => importing.mutate()}>
                    Importer ces vacances
                  </Button>
                  <Button variant="default" onClick={() => choose(null)}>
                    Annuler
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        )}
      </Stack>
    </section>
  );
}
