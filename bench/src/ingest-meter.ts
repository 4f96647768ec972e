/**
 * What the analytics ingest bench measures beside throughput: the CPU each process spent per
 * accepted event (from /proc, so the services' children and FerretDB count alike), and the
 * reporting consumer's lag, which the bench lets drain before every round of either side.
 */
import { readdirSync, readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports
import type { Admin } from 'kafkajs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ; 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process used so far, or undefined when it is gone. */
export function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The pid of the process named `name` (its /proc comm), if exactly one runs here. */
export function pidNamed(name: string): number | undefined {
  const pids = readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name;
    } catch {
      return false;
    }
  });
  return pids.length === 1 ? Number(pids[0]) : undefined;
}

/** The pid of the process whose command line holds `fragment` (e.g. the broker's main class), if exactly one. */
export function pidRunning(fragment: string): number | undefined {
  const pids = readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(fragment);
    } catch {
      return false;
    }
  });
  return pids.length === 1 ? Number(pids[0]) : undefined;
}

/** CPU seconds per process, added up over the stretches it was asked to measure. */
export class CpuMeter {
  private readonly spent = new Map<string, number>();

  constructor(private readonly pids: Record<string, number | undefined>) {}

  /** Runs `work` and adds what each process used meanwhile. */
  async measure<T>(work: () => Promise<T>): Promise<T> {
    const before = this.read();
    const result = await work();
    const after = this.read();
    for (const [name, seconds] of after)
      this.spent.set(name, (this.spent.get(name) ?? 0) + seconds - (before.get(name) ?? seconds));
    return result;
  }

  /** Microseconds of CPU per event, per process. */
  perEvent(events: number): Record<string, number> {
    return Object.fromEntries(
      [...this.spent].map(([name, seconds]) => [name, Math.round((seconds * 1e6) / Math.max(1, events))]),
    );
  }

  private read(): Map<string, number> {
    const readings = new Map<string, number>();
    for (const [name, pid] of Object.entries(this.pids)) {
      const seconds = pid === undefined ? undefined : cpuSeconds(pid);
      if (seconds !== undefined) readings.set(name, seconds);
    }
    const own = process.cpuUsage();
    readings.set('loadGenerator', (own.user + own.system) / 1e6);
    return readings;
  }
}

/**
 * Waits until consumer group `groupId` has committed every record of `topic` (the daily aggregates
 * caught up), so that no round inherits counting left over from the one before. Returns the
 * seconds waited.
 */
export async function untilConsumed(
  admin: Admin,
  groupId: string,
  topic: string,
  timeoutMs = 180_000,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const ends = await admin.fetchTopicOffsets(topic);
    const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
    const at = new Map((committed?.partitions ?? []).map(({ partition, offset }) => [partition, BigInt(offset)]));
    const lag = ends.reduce((sum, { partition, high }) => {
      const position = at.get(partition) ?? -1n;
      const end = BigInt(high);
      // -1: nothing committed yet, which is caught up only while the partition is empty.
      return sum + (position < 0n ? end : end - position);
    }, 0n);
    if (lag <= 0n) return (Date.now() - started) / 1000;
    if (Date.now() - started > timeoutMs)
      throw new Error(`consumer group ${groupId} still ${lag} records behind on ${topic} after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
