import { statementShape } from './db-statement';

describe('a MongoDB command as a span statement', () => {
  it('shows the shape of a command, never its values', () => {
    const command = { find: 'tracks', filter: { _id: 'trk_1', 'secret.key': 'partner-secret' }, limit: 1 };

    expect(JSON.parse(statementShape(command))).toEqual({
      find: '?',
      filter: { _id: '?', 'secret.key': '?' },
      limit: '?',
    });
    expect(statementShape(command)).not.toContain('partner-secret');
  });

  it('stays small for a command of thousands of documents and fields', () => {
    const tracks = Object.fromEntries([...Array(5_000).keys()].map((n) => [`tracks.t${n}.p`, 1]));
    const command = {
      update: 'daily_usage_tracks',
      updates: [...Array(100).keys()].map(() => ({ q: { _id: 'p/d' }, u: { $inc: tracks } })),
    };

    const statement = statementShape(command);
    expect(statement.length).toBeLessThan(1_000);
    expect(JSON.parse(statement)).toMatchObject({ update: '?', updates: [{ q: { _id: '?' } }, '…'] });
  });
});
