import { isDomainError } from '@downbeat/platform';
import { UsageError, type Command, type CommandContext, type CommandGroup } from './command';
import { commandGroups, topLevelCommands } from './commands';

const HELP = ['help', '--help', '-h'];

/** `downbeat <group> <command> [arguments]`. Exit codes: 0 done, 1 failed, 2 usage. */
async function main(argv: string[]): Promise<number> {
  const context: CommandContext = {
    addresses: {
      accounts: process.env.ACCOUNTS_ADDRESS ?? '127.0.0.1:50051',
      catalog: process.env.CATALOG_ADDRESS ?? '127.0.0.1:50052',
      search: process.env.SEARCH_ADDRESS ?? '127.0.0.1:50053',
      similarity: process.env.SIMILARITY_ADDRESS ?? '127.0.0.1:50055',
      versions: process.env.VERSIONS_ADDRESS ?? '127.0.0.1:50056',
    },
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  };
  const [groupName, commandName, ...args] = argv;
  if (groupName !== undefined && HELP.includes(groupName)) return usage(context);
  const direct = topLevelCommands.find((candidate) => candidate.name === groupName);
  if (direct) return run(direct, argv.slice(1), context, `downbeat ${direct.name}`);
  const group = commandGroups.find((candidate) => candidate.name === groupName);
  if (!group) return usage(context, groupName ? `Unknown command group "${groupName}".` : undefined);
  const command = group.commands.find((candidate) => candidate.name === commandName);
  if (!command)
    return usage(context, commandName ? `Unknown command "${groupName} ${commandName}".` : undefined, group);
  return run(command, args, context, `downbeat ${group.name} ${command.name}`);
}

async function run(command: Command, args: string[], context: CommandContext, name: string): Promise<number> {
  try {
    await command.run(args, context);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      context.err(`${error.message}\nusage: ${name} ${command.usage}`);
      return 2;
    }
    context.err(isDomainError(error) ? `✗ ${error.message}${violations(error)}` : `✗ ${String(error)}`);
    return 1;
  }
}

function violations(error: { violations: { key: string; messages: string[] }[] }): string {
  return error.violations.map((violation) => `\n  ${violation.key}: ${violation.messages.join('; ')}`).join('');
}

function usage(context: CommandContext, problem?: string, only?: CommandGroup): number {
  if (problem) context.err(problem);
  context.err('usage: downbeat <group> <command> [arguments]\n');
  if (!only)
    for (const command of topLevelCommands)
      context.err(`downbeat ${command.name} ${command.usage}\n    ${command.summary}`);
  for (const group of only ? [only] : commandGroups) {
    context.err(`${group.name} — ${group.summary}`);
    for (const command of group.commands)
      context.err(`  downbeat ${group.name} ${command.name} ${command.usage}\n      ${command.summary}`);
  }
  return problem ? 2 : 0;
}

void main(process.argv.slice(2)).then((code) => process.exit(code));
