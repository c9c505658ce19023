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
