/** The target named by `--to` (or CLINIC_SITE_PUBLISH_TO), ready for `publish` and `rollback`. */
import { folderTarget } from './folder-target.ts';
import { targetAddress, targetLabel } from './target-address.ts';
import type { PublishTarget } from './target.ts';

/** The SSH and S3 code (and the AWS SDK) load only for their targets: a folder publication never pays for them. */
export async function openTarget(to: string | undefined, env: Record<string, string | undefined> = process.env): Promise<PublishTarget> {
  const address = targetAddress(to, env);
  const label = targetLabel(address);
  if (address.kind === 'folder') return folderTarget(address.path, label);
  if (address.kind === 'ssh') return (await import('./ssh-target.ts')).sshTarget(address, label, env);
  return (await import('./s3-target.ts')).s3Target(address, label, env);
}
