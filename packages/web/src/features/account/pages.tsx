export { ChangeOwnPasswordPage } from './pages/change-own-password-page.tsx';
export { LoginCredentialsPage } from './pages/login-credentials-page.tsx';
export { MyAccountPage } from './pages/my-account-page.tsx';
export { MyProfilePage } from './pages/my-profile-page.tsx';
export { PasswordResetPage } from './pages/password-reset-page.tsx';
export { PasswordResetRequestPage } from './pages/password-reset-request-page.tsx';
