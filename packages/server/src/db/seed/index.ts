export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoEmail } from './demo-accounts.ts';
export { seedDemoData } from './seed-demo-data.ts';
