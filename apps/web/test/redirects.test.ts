// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isSafeReturnUrl, pathAfterSignIn, saveReturnUrl, takeReturnUrl } from '../src/lib/auth/redirects';

beforeEach(() => sessionStorage.clear());

describe('return URL', () => {
  it('accepts only same-site paths other than sign-in', () => {
    expect(isSafeReturnUrl('/impact?x=1#top')).toBe(true);
    expect(isSafeReturnUrl('//evil.example/path')).toBe(false);
    expect(isSafeReturnUrl('/\\evil.example')).toBe(false);
    expect(isSafeReturnUrl('https://evil.example')).toBe(false);
    expect(isSafeReturnUrl('/login')).toBe(false);
  });

  it('is remembered once and forgotten when taken', () => {
    saveReturnUrl('/impact?from=mail');
    expect(takeReturnUrl()).toBe('/impact?from=mail');
    expect(takeReturnUrl()).toBeNull();
  });

  it('ignores unsafe addresses', () => {
    saveReturnUrl('//evil.example');
    expect(takeReturnUrl()).toBeNull();
  });
});

describe('pathAfterSignIn', () => {
  it('sends business users to the remembered screen, else /impact', () => {
    expect(pathAfterSignIn('business', '/impact?from=mail')).toBe('/impact?from=mail');
    expect(pathAfterSignIn('business', null)).toBe('/impact');
  });

  it('sends partners and admins to the site root', () => {
    expect(pathAfterSignIn('partner', '/somewhere')).toBe('/');
    expect(pathAfterSignIn('admin', null)).toBe('/');
  });
});
