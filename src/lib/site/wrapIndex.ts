/**
 * The index `step` places from `index` in a circular list of `length` items: past the last comes the
 * first, before the first comes the last (the gallery viewer). Any integer step; 0 for an empty list.
 */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
