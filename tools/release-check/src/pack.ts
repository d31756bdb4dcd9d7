import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gunzipSync } from 'node:zlib'
import { tempDir } from './tempDir.js'

export const run = promisify(execFile)

/** `npm_config_offline`: nothing here may reach a registry; the dry run and the packing work offline. */
export const offlineEnv = { ...process.env, npm_config_offline: 'true' }

/** Packs `dir` with pnpm (as `pnpm publish` would: workspace: ranges replaced) into a fresh folder. */
export async function pack(dir: string): Promise<string> {
  const out = tempDir('portico-pack-')
  await run('pnpm', ['pack', '--pack-destination', out], { cwd: dir, env: offlineEnv })
  const [file] = readdirSync(out).filter((name) => name.endsWith('.tgz'))
  if (!file) throw new Error(`pnpm pack wrote no tarball for ${dir}`)
  return join(out, file)
}

/** The files of a tarball (ustar, as npm and pnpm write it), by path without the `package/` prefix. */
export function readTarball(path: string): Map<string, Buffer> {
  const data = gunzipSync(readFileSync(path))
  const files = new Map<string, Buffer>()
  let offset = 0
  let longName: string | undefined
  while (offset + 512 <= data.length) {
    const header = data.subarray(offset, offset + 512)
    if (header.every((byte) => byte === 0)) break
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '')
    const size = Number.parseInt(field(124, 12).trim() || '0', 8)
    const type = field(156, 1)
    const prefix = field(345, 155)
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100))
    longName = undefined
    const body = data.subarray(offset + 512, offset + 512 + size)
    if (type === 'L') longName = body.toString('utf8').replace(/\0.*$/s, '')
    else if (type === '0' || type === '') files.set(name.replace(/^package\//, ''), Buffer.from(body))
    offset += 512 + Math.ceil(size / 512) * 512
  }
  return files
}
