import { describe, expect, it } from 'vitest';
import { redactedUrl } from './request-log.ts';

const ID = '0b6f2c1e-8a4d-4f7e-9c3b-2d5e6f708192';

describe('redactedUrl', () => {
  it('masks every token of a link and keeps the rest of the address', () => {
    expect(
      redactedUrl('/api/organizations/42/validate?token=abc_DEF-1&from=mail&TOKEN=second#top'),
    ).toBe('/api/organizations/42/validate?token=[masqué]&from=mail&TOKEN=[masqué]#top');
  });

  it('masks a token whose name is percent-encoded, as the query parser decodes it', () => {
    expect(redactedUrl('/api/x?%74oken=abc&to%6Ben=def&tokenCount=3&token[]=ghi')).toBe(
      '/api/x?%74oken=[masqué]&to%6Ben=[masqué]&tokenCount=3&token[]=[masqué]',
    );
  });

  it('masks a code in the query', () => {
    expect(redactedUrl('/api/x?Code=123456&postalCode=69002')).toBe(
      '/api/x?Code=[masqué]&postalCode=69002',
    );
  });

  it.each([
    ['/api/calendars/AbC_d-123.ics?x=1', '/api/calendars/[masqué]?x=1'],
    ['/api/calendars/AbC_d-123.ics', '/api/calendars/[masqué]'],
    ['/API//Calendar%73/AbC.ics', '/API//Calendar%73/[masqué]'],
  ])('masks the secret path of a calendar feed: %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });

  it.each([
    [`/api/sandbox/card-registrations/${ID}`, '/api/sandbox/card-registrations/[masqué]'],
    [
      `/api/sandbox/card-registration%73/${ID}?a=1`,
      '/api/sandbox/card-registration%73/[masqué]?a=1',
    ],
    [`/bac-a-sable/carte/${ID}`, '/bac-a-sable/carte/[masqué]'],
    [`/Bac-a-Sable/carte/${ID}/`, '/Bac-a-Sable/carte/[masqué]/'],
  ])('masks the id of a card registration: %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });

  it('leaves addresses that grant nothing alone', () => {
    for (const url of [
      '/api/places?tokenCount=3',
      '/api/calendar_feeds/42',
      '/api/calendars',
      '/api/sandbox/other/42',
      `/api/organizations/${ID}/create-credit-card?agreementId=${ID}`,
      '/moyens-de-paiement/mise-a-jour?status=success',
      '/api/x?token',
    ]) {
      expect(redactedUrl(url)).toBe(url);
    }
  });
});
