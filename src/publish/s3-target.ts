import type { TargetAddress } from './target-address.ts';
import type { PublishTarget } from './target.ts';
export function s3Target(_address: Extract<TargetAddress, { kind: 's3' }>, _label: string, _env: Record<string, string | undefined>): PublishTarget {
  throw new Error('s3 target not built yet');
}
