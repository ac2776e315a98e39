import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mobileAppLoginLink } from './mobile-app-link.js';

describe('mobileAppLoginLink', () => {
  it('carries the data parameter to the app', () => {
    expect(mobileAppLoginLink('abc-123')).toBe('tolkportal://login?data=abc-123');
    expect(mobileAppLoginLink(null)).toBe('tolkportal://login');
    expect(mobileAppLoginLink('')).toBe('tolkportal://login');
  });

  it('gives back any data unchanged once the link is read', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (data) => {
        expect(new URL(mobileAppLoginLink(data)).searchParams.get('data')).toBe(data);
      }),
    );
  });
});
