import type {
  SchoolHolidayCalendar,
  SchoolHolidayImport,
  SchoolHolidayImportPreview,
} from '@espaces/domain/api/school-holidays';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';

export const schoolHolidayKeys = { calendar: ['school-holidays'] as const };

export function useSchoolHolidayCalendar() {
  return useQuery({
    queryKey: schoolHolidayKeys.calendar,
    queryFn: ({ signal }) => apiFetch<SchoolHolidayCalendar>('/api/school-holidays', { signal }),
  });
}

/** What the file would change; the server writes nothing. */
export function previewSchoolHolidayImport(csv: string): Promise<SchoolHolidayImportPreview> {
  return apiFetch<SchoolHolidayImportPreview>('/api/school-holidays/import-preview', {
    method: 'POST',
    body: { csv },
  });
}

export function importSchoolHolidays(csv: string): Promise<SchoolHolidayImport> {
  return apiFetch<SchoolHolidayImport>('/api/school-holidays/imports', {
    method: 'POST',
    body: { csv },
  });
}
