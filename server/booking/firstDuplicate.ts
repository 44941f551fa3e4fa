/** The index of the first id that is already in the list before it, or -1: a cart names each product once. */
export const firstDuplicate = (ids: readonly string[]): number => ids.findIndex((id, i) => ids.indexOf(id) !== i);
