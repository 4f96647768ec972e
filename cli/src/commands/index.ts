import type { CommandGroup } from '../command';

/**
 * Every command group of `downbeat`. A capability adds its group here (one file per group in
 * this folder).
 */
export const commandGroups: CommandGroup[] = [];
