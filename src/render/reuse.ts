/**
 * `reuse(key, item, compute)`: compute's value, or the one an earlier call gave for an equal item under the same key.
 * A dev session passes one (src/dev/reuse-memo.ts) so that ten thousand unchanged services are not read, or their
 * cards serialized, again on every save; a build passes none, and everything is computed.
 */
export type Reuse = <T>(key: string, item: object, compute: () => T) => T;

export const computeAll: Reuse = (_key, _item, compute) => compute();
