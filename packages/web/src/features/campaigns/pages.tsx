export { CampaignListPage } from './pages/campaign-list-page.tsx';
export { CampaignCreationPage } from './pages/campaign-creation-page.tsx';
export { CampaignPage } from './pages/campaign-page.tsx';
export { FacilityProposalPage } from './pages/facility-proposal-page.tsx';
