import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const LITECOIND = '/usr/bin/litecoind'

const LOCK = '/tmp/portico-litecoind-install.lock'

// One install at a time across test suites that start in parallel: flock serializes them, and the first
// one to get the lock installs; the others find the binary there. `apt-get update` runs only when apt
// knows no candidate (a fresh machine whose package lists were never fetched).
const script = [
  `[ -x ${LITECOIND} ] && exit 0`,
  'export DEBIAN_FRONTEND=noninteractive',
  `if ! apt-cache policy litecoind 2>/dev/null | grep -q 'Candidate: [0-9]'; then apt-get update -qq; fi`,
  'apt-get install -y -qq litecoind >/dev/null',
].join('\n')

/**
 * The litecoind binary: `PORTICO_LITECOIND` if set, else Debian's `/usr/bin/litecoind`, installed with
 * `apt-get install -y litecoind` when missing (needs root and the Debian archive).
 */
export function ensureLitecoind(): string {
  const override = process.env.PORTICO_LITECOIND
  if (override) return override
  if (existsSync(LITECOIND)) return LITECOIND
  try {
    execFileSync('flock', [LOCK, '/bin/sh', '-c', script], {
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 300_000,
    })
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim()
    throw new Error(
      `litecoind is missing and \`apt-get install -y litecoind\` failed${stderr ? `: ${stderr}` : ''}`,
      { cause: error },
    )
  }
  if (!existsSync(LITECOIND)) throw new Error(`apt-get installed litecoind but ${LITECOIND} is not there`)
  return LITECOIND
}
