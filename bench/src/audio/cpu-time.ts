/**
 * CPU seconds used by this process and by the children it has waited for (ffmpeg, aubiotrack),
 * so speed is measured as work done, not wall time on a shared two-core machine.
 */
import { readFileSync } from 'node:fs';

/** Linux reports child times in clock ticks of 1/100 s. */
const TICKS_PER_SECOND = 100;

export interface CpuSeconds {
  own: number;
  children: number;
}

export function cpuSeconds(): CpuSeconds {
  const usage = process.cpuUsage();
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After "pid (comm) ", field 3 is the state; cutime and cstime are fields 16 and 17.
  const children = (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) / TICKS_PER_SECOND;
  return { own: (usage.user + usage.system) / 1e6, children };
}

/** CPU seconds spent between two readings, own and children together. */
export const cpuSince = (start: CpuSeconds, end: CpuSeconds = cpuSeconds()) =>
  end.own - start.own + (end.children - start.children);
