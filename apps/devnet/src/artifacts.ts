import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { abiModule } from './abiModule.js'
import type { Artifacts } from './artifactTypes.js'
import { compileContracts } from './compile.js'
import { abisFile, artifactsFile } from './paths.js'
import { readSources, sourceHash } from './sourceHash.js'

/** Reads build/artifacts.json when its hash matches the sources; otherwise compiles and rewrites it. */
export function loadArtifacts(options: { force?: boolean } = {}): Artifacts {
  const sources = readSources()
  if (!options.force && existsSync(artifactsFile)) {
    const cached = JSON.parse(readFileSync(artifactsFile, 'utf8')) as Artifacts
    if (cached.sourceHash === sourceHash(sources)) return cached
  }
  const artifacts = compileContracts(sources)
  writeArtifacts(artifacts)
  return artifacts
}

export function writeArtifacts(artifacts: Artifacts): void {
  mkdirSync(dirname(artifactsFile), { recursive: true })
  writeFileSync(artifactsFile, `${JSON.stringify(artifacts, null, 2)}\n`)
  // The typed ABIs live in src/ and exist only in a source checkout.
  if (existsSync(dirname(abisFile))) writeFileSync(abisFile, abiModule(artifacts))
}
