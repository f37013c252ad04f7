export { SchoolHolidaysPage } from './pages/school-holidays-page.tsx';
