import type { CommandGroup } from '../command';
import { withAccounts } from './accounts-client';
import { parseArguments } from './parse-arguments';

export const keysGroup: CommandGroup = {
  name: 'keys',
  summary: 'Token signing keys (accounts service)',
  commands: [
    {
      name: 'rotate',
      summary: 'Add a new signing key (it signs from now on); keys whose tokens have all expired are retired.',
      usage: '[--json]',
      async run(args, context) {
        const json = parseArguments(args, { positionals: [], flags: ['json'] }).flags.has('json');
        const rotation = await withAccounts(context, (client) => client.rotateSigningKey({}));
        if (json) context.out(JSON.stringify(rotation));
        else {
          context.out(`signing key:  ${rotation.kid}`);
          context.out(`published:    ${rotation.publishedKids.join(', ')}`);
          context.out(`retired:      ${rotation.retiredKids.join(', ') || '(none)'}`);
        }
      },
    },
  ],
};
