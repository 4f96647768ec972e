import { dayRange } from './daily-usage';

describe('daily usage ranges', () => {
  it('refuses a range that is not days, runs backwards or spans over 31 days', () => {
    expect(() => dayRange('2026-11-31', '2026-12-01')).toThrow();
    expect(() => dayRange('2026-11-21', '2026-11-20')).toThrow();
    expect(() => dayRange('2026-01-01', '2026-02-01')).toThrow();
    expect(dayRange('2026-01-01', '2026-01-31')).toHaveLength(31);
  });

  it('lists every day of a range across a month end', () => {
    expect(dayRange('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });
});
