export { FacilityCreationPage } from './pages/facility-creation-page.tsx';
export { FacilityListPage } from './pages/facility-list-page.tsx';
export { FacilityPage } from './pages/facility-page.tsx';
