import { UsageError } from '../command';

export interface ArgumentSpec {
  /** Named positional arguments, all required, in order. */
  positionals: string[];
  /** Name of a trailing list of further positionals (e.g. `collectionId`), if the command takes one. */
  rest?: string;
  /** Boolean options: `--json`. */
  flags?: string[];
  /** Options with a value: `--limit 10` or `--limit=10`. */
  options?: string[];
}

export interface ParsedArguments {
  positionals: Record<string, string>;
  rest: string[];
  flags: Set<string>;
  options: Map<string, string>;
}

/** Arguments of one command; anything unexpected is a UsageError (exit code 2). */
export function parseArguments(args: string[], spec: ArgumentSpec): ParsedArguments {
  const words: string[] = [];
  const flags = new Set<string>();
  const options = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--') {
      words.push(...args.slice(index + 1));
      break;
    }
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [name = '', inlineValue] = arg.slice(2).split(/=(.*)/s, 2);
    if (spec.flags?.includes(name) && inlineValue === undefined) flags.add(name);
    else if (spec.options?.includes(name)) {
      const value = inlineValue ?? args[(index += 1)];
      if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
      options.set(name, value);
    } else throw new UsageError(`unknown option ${arg}`);
  }
  const missing = spec.positionals.slice(words.length);
  if (missing.length > 0) throw new UsageError(`missing ${missing.map((name) => `<${name}>`).join(' ')}`);
  const rest = words.slice(spec.positionals.length);
  if (!spec.rest && rest.length > 0) throw new UsageError(`unexpected argument ${rest.join(' ')}`);
  const positionals = Object.fromEntries(spec.positionals.map((name, index) => [name, words[index] ?? '']));
  return { positionals, rest, flags, options };
}

/** A whole number within bounds, or a UsageError naming the argument. */
export function wholeNumber(value: string, name: string, bounds: { min: number; max: number }): number {
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < bounds.min || number > bounds.max)
    throw new UsageError(`<${name}> must be a whole number from ${bounds.min} to ${bounds.max}, not "${value}"`);
  return number;
}
