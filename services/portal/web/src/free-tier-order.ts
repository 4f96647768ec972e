/** Reordering the free tier: plain functions over collection ids, shared by drag and drop and the buttons. */

/** Moves `keys` (in their current order) before or after `target`. */
export function reorder(ids: string[], keys: string[], target: string, position: 'before' | 'after' | 'on'): string[] {
  const moving = ids.filter((id) => keys.includes(id));
  const rest = ids.filter((id) => !keys.includes(id));
  const at = rest.indexOf(target);
  if (at < 0) return ids;
  const index = position === 'before' ? at : at + 1;
  return [...rest.slice(0, index), ...moving, ...rest.slice(index)];
}

/** One place up (-1) or down (+1); unchanged at either end. */
export function moveItem(ids: string[], id: string, by: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
