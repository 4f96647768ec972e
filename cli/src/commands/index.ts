import type { Command, CommandGroup } from '../command';
import { apiKeysGroup } from './api-keys';
import { eventsGroup } from './events';
import { ingestCommand } from './ingest';
import { keysGroup } from './keys';
import { partnersGroup } from './partners';
import { reportingGroup } from './reporting';
import { searchGroup } from './search';
import { settingsGroup } from './settings';
import { similarityGroup } from './similarity';
import { usersGroup } from './users';
import { webhooksGroup } from './webhooks';
import { catalogCommands } from './catalog';

/**
 * Every command group of `downbeat`. A capability adds its group here (one file per group in
 * this folder).
 */
export const commandGroups: CommandGroup[] = [
  catalogCommands,
  partnersGroup,
  apiKeysGroup,
  usersGroup,
  settingsGroup,
  keysGroup,
  searchGroup,
  similarityGroup,
  reportingGroup,
  webhooksGroup,
  eventsGroup,
];

/** Commands without a group: `downbeat ingest <folder>`. */
export const topLevelCommands: Command[] = [ingestCommand];
