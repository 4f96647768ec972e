/**
 * One operator command, e.g. `downbeat partners create`. Commands talk to the services' admin gRPC
 * APIs, so they work the same against the embedded process and a distributed deployment.
 */
export interface Command {
  /** e.g. `create` in `downbeat partners create`. */
  name: string;
  summary: string;
  /** Arguments and options, e.g. `<name> [--json]`. */
  usage: string;
  run(args: string[], context: CommandContext): Promise<void>;
}

export interface CommandGroup {
  /** e.g. `partners`. */
  name: string;
  summary: string;
  commands: Command[];
}

export interface CommandContext {
  /** host:port of each service's gRPC API (env `<SERVICE>_ADDRESS`, defaults 127.0.0.1:5005x). */
  addresses: Record<'accounts' | 'catalog' | 'search' | 'similarity' | 'versions', string>;
  /** Results, for people or scripts. */
  out: (line: string) => void;
  /** Progress and diagnostics; never mixed into results. */
  err: (line: string) => void;
}

/** A usage problem: printed with the command's usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
