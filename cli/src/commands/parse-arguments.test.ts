import { UsageError } from '../command';
import { parseArguments, wholeNumber } from './parse-arguments';

describe('command arguments', () => {
  const spec = { positionals: ['partnerId'], rest: 'origin', flags: ['json'], options: ['limit'] };

  it('take positionals, a trailing list, flags and options in any order', () => {
    const parsed = parseArguments(['p1', '--limit', '5', 'a', '--json', 'b'], spec);
    expect(parsed.positionals).toEqual({ partnerId: 'p1' });
    expect(parsed.rest).toEqual(['a', 'b']);
    expect(parsed.flags).toEqual(new Set(['json']));
    expect(parsed.options).toEqual(new Map([['limit', '5']]));
  });

  it('accept --option=value, and treat everything after -- as positionals', () => {
    const parsed = parseArguments(['--limit=7', '--', 'p1', '--json'], spec);
    expect(parsed.options.get('limit')).toBe('7');
    expect(parsed.positionals.partnerId).toBe('p1');
    expect(parsed.rest).toEqual(['--json']);
  });

  it.each([
    [[], 'missing <partnerId>'],
    [['p1', '--verbose'], 'unknown option --verbose'],
    [['p1', '--limit'], '--limit needs a value'],
    [['p1', '--json=yes'], 'unknown option --json=yes'],
  ])('refuse %j as a usage error: %s', (args, message) => {
    expect(() => parseArguments(args, spec)).toThrow(new UsageError(message));
  });

  it('refuse extra arguments when the command takes no list', () => {
    expect(() => parseArguments(['p1', 'p2'], { positionals: ['partnerId'] })).toThrow(
      new UsageError('unexpected argument p2'),
    );
  });
});

describe('whole numbers', () => {
  it('are read within their bounds', () => {
    expect(wholeNumber('50', 'rps', { min: 1, max: 100 })).toBe(50);
  });

  it.each(['0', '101', '2.5', '-1', 'ten', ''])('refuse "%s", naming the argument', (value) => {
    expect(() => wholeNumber(value, 'rps', { min: 1, max: 100 })).toThrow(UsageError);
    expect(() => wholeNumber(value, 'rps', { min: 1, max: 100 })).toThrow(/<rps>/);
  });
});
