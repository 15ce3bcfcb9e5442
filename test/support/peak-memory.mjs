// Preloaded (`node --import`) into a build the tests run as a real process: at exit, writes the process's peak
// resident memory (process.resourceUsage().maxRSS, in KB) to the file CLINIC_SITE_PEAK_MEMORY_FILE names.
import { writeFileSync } from 'node:fs';

const file = process.env.CLINIC_SITE_PEAK_MEMORY_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
