/**
 * `reuse(kind, id, item, compute)`: compute's value, or the one an earlier call gave for an equal item under the same
 * kind and id ('servico', 'botox'). A dev session passes one (src/dev/reuse-memo.ts) so that ten thousand unchanged
 * services are not made, compared, read or serialized again on every save; a build passes none, and everything is
 * computed. The id is kept apart from the kind so that a rebuild looks up the very strings of the rows (their hashes
 * already known) instead of joining ten thousand new keys.
 */
export type Reuse = <T>(kind: string, id: string, item: object, compute: () => T) => T;

export const computeAll: Reuse = (_kind, _id, _item, compute) => compute();
