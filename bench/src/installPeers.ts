import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { paths } from './apps.js'

/**
 * Installs the kits Portico is compared with into peers/ from its own lockfile, outside the pnpm workspace,
 * on the first run (and again when the lockfile changes). Install scripts are skipped: the apps only need
 * the packages' browser code.
 */
export function installPeers(): void {
  const marker = `${paths.peers}/node_modules/.package-lock.json`
  const lock = `${paths.peers}/package-lock.json`
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return
  console.log('Installing the compared kits in bench/peers (npm ci, first run only)…')
  // --legacy-peer-deps: ConnectKit 1.9.2 declares React 17–18 only, and every kit is measured on the same React (19).
  const result = spawnSync(
    'npm',
    ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--legacy-peer-deps'],
    {
      cwd: paths.peers,
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) throw new Error(`npm ci in ${paths.peers} failed (exit ${result.status})`)
}
