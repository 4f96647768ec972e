import { UsageError } from '../command';
import { parseCreateApiKey } from './api-keys';

describe('downbeat api-keys', () => {
  it('create takes the partner id and a name of several words', () => {
    expect(parseCreateApiKey(['p-1', 'CI', 'server', '--json'])).toEqual({
      partnerId: 'p-1',
      name: 'CI server',
      json: true,
    });
  });

  it('create needs a partner id and a name', () => {
    expect(() => parseCreateApiKey([])).toThrow(new UsageError('missing <partnerId> <name>'));
    expect(() => parseCreateApiKey(['p-1'])).toThrow(new UsageError('missing <name>'));
  });
});
