/** Debian's Chromium, as the browser tests and the benchmark launch it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Root in a container needs --no-sandbox; the rest keep Chromium off the (closed) network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * For the browser tests: every host but this machine's fails to resolve, so that no request
 * leaves it, without intercepting requests (which would turn the HTTP cache off).
 */
export const CLOSED_NETWORK_ARGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
