import { describe, expect, it } from 'vitest';
import { buildUrl, parseRateLimit } from '../src/transport.js';

describe('the client transport', () => {
  it('fills path parameters URL-encoded and leaves out empty query values', () => {
    expect(buildUrl('https://api.example/api/public/v1/', { path: '/stories/{id}/events', pathParams: { id: 7 } })).toBe('https://api.example/api/public/v1/stories/7/events');
    expect(buildUrl('https://api.example/v1', { path: '/givings/{id}', pathParams: { id: 'a/b' } })).toBe('https://api.example/v1/givings/a%2Fb');
    expect(buildUrl('https://api.example/v1', { path: '/impact', query: { from: '2026-11-01', to: undefined, page: 2 } })).toBe('https://api.example/v1/impact?from=2026-11-01&page=2');
    expect(() => buildUrl('https://api.example/v1', { path: '/givings/{id}' })).toThrow('The path parameter id is missing.');
  });

  it('reads the RateLimit headers, and nothing when they are missing or malformed', () => {
    const headers = new Headers({ 'ratelimit-policy': '"per-key";q=120;w=60', ratelimit: '"per-key";r=119;t=42' });
    expect(parseRateLimit(headers)).toEqual({ limit: 120, remaining: 119, resetSeconds: 42 });
    expect(parseRateLimit(new Headers())).toBeNull();
    expect(parseRateLimit(new Headers({ 'ratelimit-policy': 'x', ratelimit: 'y' }))).toBeNull();
  });
});
