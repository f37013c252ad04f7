// What other features may use of the campaigns (never another feature's internals):
// the banner of the campaigns open to an organisation's wishes, on its home page.
export { OpenCampaignBanner } from './components/open-campaign-banner.tsx';
