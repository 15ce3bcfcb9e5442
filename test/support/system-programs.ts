/**
 * The operating-system programs some suites drive for real (Chromium, nginx, PostgreSQL, LibreOffice Calc, sshd and
 * rsync), and the one rule for
 * when one is missing: on a developer's fresh clone the suite is skipped with a reason that says what to install;
 * with `CLINIC_SITE_TEST_ALL=1` (set by `.ci/run`, which installs them) nothing is skipped, so a missing program
 * fails loudly instead of passing quietly. `scripts/test.js` counts the skips by the marker below and prints one line.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Every skip reason starts with this, so the test runner's report can be counted per program. */
export const MISSING_PROGRAM_MARKER = 'programa ausente:';

export interface SystemProgram {
  /** What the reason calls it. */
  name: string;
  /** The executable the suite runs (overridable through an environment variable). */
  path: string;
  /** Debian package(s) that provide it. */
  debianPackages: string;
}

const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export const CHROMIUM: SystemProgram = { name: 'Chromium', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', debianPackages: 'chromium' };
export const NGINX: SystemProgram = { name: 'nginx', path: process.env.NGINX_PATH ?? '/usr/sbin/nginx', debianPackages: 'nginx-light' };
export const LIBREOFFICE: SystemProgram = { name: 'LibreOffice Calc', path: process.env.SOFFICE_PATH ?? '/usr/bin/soffice', debianPackages: 'libreoffice-calc' };
export const POSTGRES: SystemProgram = { name: 'PostgreSQL', path: join(POSTGRES_BIN, 'initdb'), debianPackages: 'postgresql' };
/** The SSH publish tests start a real sshd on a loopback port and send with the ssh client and rsync. */
export const SSHD: SystemProgram = { name: 'OpenSSH server', path: process.env.SSHD_PATH ?? '/usr/sbin/sshd', debianPackages: 'openssh-server openssh-client' };
export const RSYNC: SystemProgram = { name: 'rsync', path: process.env.RSYNC_PATH ?? '/usr/bin/rsync', debianPackages: 'rsync' };

/** True when every program must be present (CI): a missing one then fails instead of skipping. */
export const requireAllPrograms = process.env.CLINIC_SITE_TEST_ALL === '1';

/**
 * The `skip` option for a suite that needs `program`: false when it is installed (or when CI demands everything),
 * otherwise the pt-BR reason, e.g. `programa ausente: Chromium (/usr/bin/chromium); instale com apt-get install chromium`.
 */
export function skipWithout(program: SystemProgram): false | string {
  if (requireAllPrograms || existsSync(program.path)) return false;
  return `${MISSING_PROGRAM_MARKER} ${program.name} (${program.path}); instale com apt-get install ${program.debianPackages}`;
}
