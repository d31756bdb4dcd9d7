import { existsSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const archs: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Path of the anvil executable shipped by the `@foundry-rs/anvil` npm package: its per-platform optional
 * dependency (e.g. `@foundry-rs/anvil-linux-amd64`) holds the binary, so no install script is needed.
 * `PORTICO_ANVIL_BIN` overrides it.
 */
export function anvilBinary(): string {
  const override = process.env.PORTICO_ANVIL_BIN
  if (override) return override
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const wrapper = realpathSync(require.resolve('@foundry-rs/anvil/package.json'))
  const candidates: string[] = []
  const arch = archs[process.arch]
  if (arch) {
    try {
      candidates.push(
        createRequire(wrapper).resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/${exe}`),
      )
    } catch {
      // not installed for this platform: try where the wrapper's postinstall would put it
    }
  }
  candidates.push(join(dirname(wrapper), exe), join(dirname(wrapper), '..', 'dist', exe))
  const found = candidates.find((path) => existsSync(path))
  if (!found) {
    throw new Error(
      `anvil binary not found for ${process.platform}-${process.arch}; looked in ${candidates.join(', ')}`,
    )
  }
  return found
}
