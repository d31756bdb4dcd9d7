import { existsSync } from 'node:fs'

/** Debian's Chromium (`apt-get install chromium`); a browser is never downloaded. */
export const CHROMIUM = '/usr/bin/chromium'

/** Headless in containers and CI, offline: no sandbox, GPU, background traffic or first-run work. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Browser tests are skipped without Chromium, except in CI where that is a failure. */
export const skipBrowser = !existsSync(CHROMIUM) && !process.env.CI
