import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  schoolHolidayCalendarSchema,
  schoolHolidayImportInputSchema,
  schoolHolidayImportPreviewSchema,
  schoolHolidayImportSchema,
} from '@espaces/domain/api/school-holidays';
import type { ModuleOptions } from '../../http/module-options.ts';
import {
  importSchoolHolidays,
  previewSchoolHolidayImport,
  showSchoolHolidayCalendar,
} from './school-holidays.service.ts';

const TAGS = ['Fermetures'];
/** The ministry's whole CSV is about 1.5 MB: room for it as JSON text, escapes included. */
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

/** The school holidays in force and their import from the ministry's CSV (central staff). */
export async function schoolHolidaysRoutes(
  app: FastifyInstance,
  { db, clock }: ModuleOptions,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/school-holidays',
    {
      schema: {
        tags: TAGS,
        summary: 'Vacances scolaires connues, par zone et année scolaire',
        response: { 200: schoolHolidayCalendarSchema },
      },
    },
    async (request) => showSchoolHolidayCalendar(db, request.currentUser),
  );

  api.post(
    '/api/school-holidays/import-preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Ce que changerait l’import du CSV du ministère (rien n’est enregistré)',
        body: schoolHolidayImportInputSchema,
        response: { 200: schoolHolidayImportPreviewSchema },
      },
    },
    async (request) => previewSchoolHolidayImport(db, request.currentUser, request.body),
  );

  api.post(
    '/api/school-holidays/imports',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Importer le CSV « fr-en-calendrier-scolaire » du ministère',
        body: schoolHolidayImportInputSchema,
        response: { 201: schoolHolidayImportSchema },
      },
    },
    async (request, reply) => {
      const imported = await importSchoolHolidays(db, request.currentUser, request.body, clock());
      return reply.code(201).send(imported);
    },
  );
}
