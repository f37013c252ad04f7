import { describe, expect, it } from 'vitest';
import { redactedUrl } from './request-log.ts';

describe('redactedUrl', () => {
  it('masks every token of a link and keeps the rest of the address', () => {
    expect(
      redactedUrl('/api/organizations/42/validate?token=abc_DEF-1&from=mail&TOKEN=second#top'),
    ).toBe('/api/organizations/42/validate?token=[masqué]&from=mail&TOKEN=[masqué]#top');
  });

  it('masks a token whose name is percent-encoded, as the query parser decodes it', () => {
    expect(redactedUrl('/api/x?%74oken=abc&to%6Ben=def&tokenCount=3')).toBe(
      '/api/x?%74oken=[masqué]&to%6Ben=[masqué]&tokenCount=3',
    );
  });

  it('masks the secret path of a calendar feed', () => {
    expect(redactedUrl('/api/calendars/AbC_d-123.ics?x=1')).toBe('/api/calendars/[masqué]?x=1');
    expect(redactedUrl('/api/calendar_feeds/42')).toBe('/api/calendar_feeds/42');
  });

  it('leaves an address without token alone', () => {
    expect(redactedUrl('/api/places?tokenCount=3')).toBe('/api/places?tokenCount=3');
  });
});
