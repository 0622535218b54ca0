// Debian's Chromium for the browser tests: present, installed when this machine allows it, or one clear line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

const canRunApt = () => typeof process.getuid === 'function' && process.getuid() === 0 && fs.existsSync('/usr/bin/apt-get');

/**
 * Makes sure the browser at `executablePath` exists. When it is missing and the process may install Debian
 * packages (root, apt-get present, `allowInstall`), installs the `chromium` package; otherwise returns the one
 * command to run. Returns `{ ok: true, installed }` or `{ ok: false, message }`.
 */
export function ensureChromium({ executablePath = '/usr/bin/chromium', allowInstall = true, log = console.log } = {}) {
  if (fs.existsSync(executablePath)) return { ok: true, installed: false };
  if (!allowInstall || !canRunApt() || executablePath !== '/usr/bin/chromium') {
    return { ok: false, message: `The browser tests need Debian's Chromium at ${executablePath}, which is missing. Install it with: ${INSTALL_COMMAND}` };
  }
  log("Installing Debian's Chromium for the browser tests (apt-get install -y chromium, about a minute)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const run = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) {
      return { ok: false, message: `Installing Chromium failed (apt-get ${args.join(' ')} exited with ${run.status}). Install it with: ${INSTALL_COMMAND}` };
    }
  }
  return fs.existsSync(executablePath) ? { ok: true, installed: true } : { ok: false, message: `Chromium is still missing at ${executablePath}. Install it with: ${INSTALL_COMMAND}` };
}
