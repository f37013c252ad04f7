export { UserCreationPage } from './pages/user-creation-page.tsx';
export { UserListPage } from './pages/user-list-page.tsx';
export { UserPage } from './pages/user-page.tsx';
