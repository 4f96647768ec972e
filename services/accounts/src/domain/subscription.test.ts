import { premiumAccess, subscriptionActive } from './subscription';

const now = new Date('2026-11-21T12:00:00Z');
const tomorrow = new Date('2026-11-22T12:00:00Z');
const yesterday = new Date('2026-11-20T12:00:00Z');

describe('subscriptions', () => {
  it('are active until the end of the paid period, and not from that instant on', () => {
    expect(subscriptionActive({ plan: 'pro', status: 'active', currentPeriodEnd: tomorrow }, now)).toBe(true);
    expect(subscriptionActive({ plan: 'pro', status: 'active', currentPeriodEnd: now }, now)).toBe(false);
    expect(subscriptionActive({ plan: 'pro', status: 'active', currentPeriodEnd: yesterday }, now)).toBe(false);
  });

  it('run open-ended without a period end', () => {
    expect(subscriptionActive({ plan: 'pro', status: 'active' }, now)).toBe(true);
  });

  it('stay active after cancellation until the paid period ends; expired ones never are', () => {
    expect(subscriptionActive({ plan: 'pro', status: 'canceled', currentPeriodEnd: tomorrow }, now)).toBe(true);
    expect(subscriptionActive({ plan: 'pro', status: 'expired', currentPeriodEnd: tomorrow }, now)).toBe(false);
    expect(subscriptionActive(undefined, now)).toBe(false);
  });
});

describe('premium access', () => {
  const active = { plan: 'pro', status: 'active' as const, currentPeriodEnd: tomorrow };

  it('needs a connected user with a subscription active now', () => {
    expect(premiumAccess({ connected: true, subscription: active }, now)).toBe(true);
  });

  it('is refused to a user who is not connected, even with a paid subscription', () => {
    expect(premiumAccess({ connected: false, subscription: active }, now)).toBe(false);
  });

  it('is refused to a connected user without an active subscription', () => {
    expect(premiumAccess({ connected: true }, now)).toBe(false);
    expect(premiumAccess({ connected: true, subscription: { ...active, currentPeriodEnd: yesterday } }, now)).toBe(
      false,
    );
  });
});
