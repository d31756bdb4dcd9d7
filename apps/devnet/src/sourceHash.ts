import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compilerSettings, SOLC_VERSION } from './compilerSettings.js'
import { contractsDir } from './paths.js'

/** The Solidity sources by file name, sorted. */
export function readSources(dir = contractsDir): Record<string, string> {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.sol'))
    .sort()
  return Object.fromEntries(names.map((name) => [name, readFileSync(join(dir, name), 'utf8')]))
}

/** The cache key of a build: sources, compiler version and settings. */
export function sourceHash(sources: Record<string, string>): string {
  const hash = createHash('sha256')
  hash.update(`solc ${SOLC_VERSION}\n${JSON.stringify(compilerSettings)}\n`)
  for (const [name, content] of Object.entries(sources)) hash.update(`${name}\n${content.length}\n${content}`)
  return hash.digest('hex')
}
