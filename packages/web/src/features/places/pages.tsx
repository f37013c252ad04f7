export { PlaceCreationPage } from './pages/place-creation-page.tsx';
export { PlaceDoorsPage } from './pages/place-doors-page.tsx';
export { PlaceListPage } from './pages/place-list-page.tsx';
