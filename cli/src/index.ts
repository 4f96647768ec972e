export { UsageError, type Command, type CommandContext, type CommandGroup } from './command';
export { commandGroups } from './commands';
