/**
 * dayjs configured for the product (docs/product.md#purpose): French locale, weeks from Monday, and
 * the utc + timezone plugins with Europe/Paris as the default zone of `dayjs.tz()`.
 * Import dayjs from here, never from 'dayjs' directly, so the setup always runs first.
 * - An instant on the Paris wall clock: `dayjs(instant).tz()` (18:00 for 16:00Z in July).
 * - Wall-clock text read in Paris: `dayjs.tz('2026-07-01 18:00')` (16:00Z); dayjs.tz()
 *   reads its text as Paris time, so never give it an instant with an offset.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/fr.js';
import timezone from 'dayjs/plugin/timezone.js';
import updateLocale from 'dayjs/plugin/updateLocale.js';
import utc from 'dayjs/plugin/utc.js';
import { TIME_ZONE, WEEK_STARTS_ON } from './format.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(updateLocale);
dayjs.updateLocale('fr', { weekStart: WEEK_STARTS_ON });
dayjs.locale('fr');
dayjs.tz.setDefault(TIME_ZONE);

export { dayjs };
export default dayjs;
