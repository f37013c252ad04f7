import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  CAMPAIGN_BODY,
  createCampaignWorld,
  DURING_APPLICATIONS,
  wishBody,
  type CampaignWorld,
} from '../campaigns/campaigns.test-support.ts';

// POST /dev/campaigns/{id}/close-applications (docs/operations.md#mail-preview): a journey closes
// a campaign's window now, which only DEV_MAIL_PREVIEW allows, never in production.

let world: CampaignWorld;
afterEach(() => world.context.close());

const TEST_SETTINGS = {
  COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
  WEB_DIST_DIR: '/nonexistent',
  COMPANY_REGISTER_URL: 'http://127.0.0.1:9/',
};

async function openCampaign(): Promise<string> {
  const created = await world.call('central', 'POST', '/api/campaigns', CAMPAIGN_BODY);
  expect(created.statusCode, created.body).toBe(201);
  const url = `/api/campaigns/${created.json().id}`;
  expect((await world.call('central', 'POST', `${url}/open`)).statusCode).toBe(200);
  return url;
}

const closeUrl = (campaignUrl: string) =>
  `${campaignUrl.replace('/api/', '/dev/')}/close-applications`;

describe('POST /dev/campaigns/{id}/close-applications', () => {
  it('closes the window now in development: no more wishes, the allocation runs', async () => {
    world = await createCampaignWorld({
      config: loadConfig({ NODE_ENV: 'development', DEV_MAIL_PREVIEW: 'true', ...TEST_SETTINGS }),
    });
    const campaignUrl = await openCampaign();
    world.moveTo(DURING_APPLICATIONS);
    const filed = await world.call('asso', 'POST', `${campaignUrl}/wishes`, wishBody(world));
    expect(filed.statusCode, filed.body).toBe(201);
    const early = await world.call('central', 'POST', `${campaignUrl}/allocation`);
    expect(early.statusCode).toBe(422);

    const closed = await world.call('anonyme', 'POST', closeUrl(campaignUrl));
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().applicationsCloseAt).toBe(DURING_APPLICATIONS.toISOString());
    expect(Date.parse(closed.json().applicationsOpenAt)).toBeLessThan(
      DURING_APPLICATIONS.getTime(),
    );
    const campaign = await world.call('central', 'GET', campaignUrl);
    expect(campaign.json().status).toBe('closed');
    const late = await world.call('asso', 'POST', `${campaignUrl}/wishes`, wishBody(world));
    expect(late.statusCode).toBe(422);
    const allocated = await world.call('central', 'POST', `${campaignUrl}/allocation`);
    expect(allocated.statusCode, allocated.body).toBe(200);
    expect(allocated.json().allocated).toBe(1);

    const unknown = await world.call(
      'anonyme',
      'POST',
      '/dev/campaigns/60000000-0000-4000-8000-000000000999/close-applications',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('does not exist in production, where the window stays as published', async () => {
    world = await createCampaignWorld({
      config: loadConfig({ NODE_ENV: 'production', ...TEST_SETTINGS }),
    });
    const campaignUrl = await openCampaign();
    world.moveTo(DURING_APPLICATIONS);
    const closed = await world.call('central', 'POST', closeUrl(campaignUrl));
    expect(closed.statusCode).toBe(404);
    const campaign = await world.call('central', 'GET', campaignUrl);
    expect(campaign.json().status).toBe('open');
  });
});
