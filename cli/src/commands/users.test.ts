import { UsageError } from '../command';
import { endOfDay, parseList, parseUpsert } from './users';

describe('downbeat users upsert', () => {
  it('leaves connection and subscription alone unless asked', () => {
    expect(parseUpsert(['p1', 'user-7'])).toEqual({ partnerId: 'p1', userId: 'user-7', json: false });
  });

  it('connects the user and sets a subscription that runs through the given day', () => {
    expect(parseUpsert(['p1', 'user-7', '--connected', '--subscription-until', '2026-12-31'])).toEqual({
      partnerId: 'p1',
      userId: 'user-7',
      connected: true,
      subscription: { plan: 'premium', until: new Date('2026-12-31T23:59:59.999Z') },
      json: false,
    });
  });

  it('disconnects, names a plan, or removes the subscription', () => {
    expect(parseUpsert(['p1', 'u', '--disconnected'])).toMatchObject({ connected: false });
    expect(parseUpsert(['p1', 'u', '--subscription-until=2027-01-31', '--plan', 'pro'])).toMatchObject({
      subscription: { plan: 'pro' },
    });
    expect(parseUpsert(['p1', 'u', '--no-subscription'])).toMatchObject({ subscription: null });
  });

  it.each([
    [['p1'], 'missing <userId>'],
    [['p1', 'u', '--connected', '--disconnected'], '--connected and --disconnected contradict each other'],
    [['p1', 'u', '--subscription-until'], '--subscription-until needs a value'],
    [['p1', 'u', '--plan', 'pro'], '--plan goes with --subscription-until'],
    [
      ['p1', 'u', '--subscription-until', '31/12/2026'],
      '--subscription-until must be a date as YYYY-MM-DD, not "31/12/2026"',
    ],
  ])('refuses %j: %s', (args, message) => {
    expect(() => parseUpsert(args)).toThrow(new UsageError(message));
  });

  it('refuses calendar dates that do not exist', () => {
    expect(() => endOfDay('2026-02-30')).toThrow(UsageError);
    expect(endOfDay('2028-02-29')).toEqual(new Date('2028-02-29T23:59:59.999Z'));
  });
});

describe('downbeat users list', () => {
  it('takes the partner and optional paging', () => {
    expect(parseList(['p1'])).toEqual({ partnerId: 'p1', limit: 50, offset: 0, json: false });
    expect(parseList(['p1', '--offset', '50', '--json'])).toEqual({
      partnerId: 'p1',
      limit: 50,
      offset: 50,
      json: true,
    });
    expect(() => parseList([])).toThrow(new UsageError('missing <partnerId>'));
  });
});
