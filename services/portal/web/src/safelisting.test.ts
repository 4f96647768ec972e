import { dayOfExpiry, expiryOfDay, expiryText, platformName } from './safelisting';

describe('a safelisting licence’s expiry', () => {
  it('lasts through the whole chosen day, in UTC', () => {
    expect(expiryOfDay('2027-03-31')).toBe('2027-03-31T23:59:59.000Z');
    expect(dayOfExpiry(expiryOfDay('2027-03-31'))).toBe('2027-03-31');
  });

  it('is absent when no day is chosen, and refuses what is not a day', () => {
    expect(expiryOfDay('')).toBeUndefined();
    expect(() => expiryOfDay('31/03/2027')).toThrow('not a calendar day');
    expect(() => expiryOfDay('2027-13-45')).toThrow('not a calendar day');
  });

  it('reads as the day it ends on, or never', () => {
    expect(expiryText('2027-03-31T23:59:59.000Z')).toBe('end of 2027-03-31 (UTC)');
    expect(expiryText(undefined)).toBe('Never (until ended)');
    expect(platformName('tiktok')).toBe('TikTok');
  });
});
