// Debian's Chromium (`apt-get install -y chromium`) and the flags it needs here; shared by
// web-test-runner.config.mjs, scripts/screenshot.mjs and scripts/test.mjs. No dependencies.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// --no-sandbox is required as root (without it web-test-runner wrongly reports a Chrome version
// mismatch); the --disable-* networking flags stop Chromium calling Google hosts on a closed network.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * Makes sure Chromium is there for the browser tests. On a fresh Debian machine, as root, it installs
 * Debian's package (about 30 s) so that `npm test` works on its own; elsewhere it only reports.
 * Returns an error message, or null when Chromium is ready.
 */
export async function ensureChromium() {
  const { accessSync, constants, existsSync } = await import('node:fs');
  const ready = () => {
    try {
      accessSync(CHROMIUM_PATH, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (ready()) return null;
  const canInstall = !process.env.CHROME_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    const { spawnSync } = await import('node:child_process');
    console.log('Chromium is missing: installing Debian\'s chromium package (apt-get)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-q'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    spawnSync('apt-get', ['install', '-y', '-q', 'chromium'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (ready()) return null;
  }
  return `Chromium not found at ${CHROMIUM_PATH}.\n` +
    'Install it with:  apt-get update && apt-get install -y chromium\n' +
    '(or set CHROME_PATH to a Chrome/Chromium binary).';
}
