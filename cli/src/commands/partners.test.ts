import { UsageError } from '../command';
import { parseCreate, parseList, parsePartnerId } from './partners';

describe('downbeat partners', () => {
  it('create takes the name, joining words, and --json', () => {
    expect(parseCreate(['Acme', 'Video', '--json'])).toEqual({ name: 'Acme Video', json: true });
    expect(parseCreate(['Clipmaker'])).toEqual({ name: 'Clipmaker', json: false });
  });

  it('create needs a name', () => {
    expect(() => parseCreate([])).toThrow(new UsageError('missing <name>'));
  });

  it('list pages with --limit and --offset', () => {
    expect(parseList([])).toEqual({ limit: 500, offset: 0, json: false });
    expect(parseList(['--limit', '10', '--offset=20', '--json'])).toEqual({ limit: 10, offset: 20, json: true });
    expect(() => parseList(['--limit', '0'])).toThrow(UsageError);
  });

  it('rotate-secret, disable and enable take exactly one partner id', () => {
    expect(parsePartnerId(['p1'])).toEqual({ partnerId: 'p1', json: false });
    expect(() => parsePartnerId([])).toThrow(new UsageError('missing <partnerId>'));
    expect(() => parsePartnerId(['p1', 'p2'])).toThrow(UsageError);
  });
});
