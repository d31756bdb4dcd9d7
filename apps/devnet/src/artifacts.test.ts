import { existsSync, readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import type { Artifacts } from './artifactTypes.js'
import { contractNames, SOLC_VERSION } from './compilerSettings.js'
import { type Erc4337Artifacts, erc4337BuildHash, erc4337Packages } from './erc4337/erc4337Build.js'
import { abisFile, artifactsFile, erc4337AbisFile, erc4337ArtifactsFile } from './paths.js'
import { readSources, sourceHash } from './sourceHash.js'

// The committed build must match the sources, so nothing compiles at test or start time.
it('build/artifacts.json and src/generated/abis.ts are up to date with contracts/*.sol', () => {
  const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as Artifacts
  const hash = sourceHash(readSources())
  expect(artifacts.sourceHash, 'run `pnpm --filter @portico/devnet compile`').toBe(hash)
  expect(artifacts.compiler.startsWith(`${SOLC_VERSION}+`)).toBe(true)
  expect(readFileSync(abisFile, 'utf8')).toContain(`source hash ${hash}`)
  for (const name of contractNames) expect(artifacts.contracts[name].bytecode).toMatch(/^0x[0-9a-f]{100,}$/)
})

it('every contract is MIT-licensed', () => {
  for (const [name, content] of Object.entries(readSources())) {
    expect(content.startsWith('// SPDX-License-Identifier: MIT\n'), name).toBe(true)
  }
  expect(existsSync(artifactsFile)).toBe(true)
})

it('build/erc4337.json and src/generated/erc4337Abis.ts match the installed ERC-4337 package', () => {
  const artifacts = JSON.parse(readFileSync(erc4337ArtifactsFile, 'utf8')) as Erc4337Artifacts
  const { versions } = erc4337Packages()
  expect(artifacts.packages).toEqual(versions)
  expect(artifacts.buildHash, 'run `pnpm --filter @portico/devnet compile`').toBe(erc4337BuildHash(versions))
  expect(readFileSync(erc4337AbisFile, 'utf8')).toContain(`build hash ${artifacts.buildHash}`)
  // EIP-170: the EntryPoint must fit a deployment's 24,576-byte limit.
  expect((artifacts.contracts.EntryPoint.deployedBytecode.length - 2) / 2).toBeLessThanOrEqual(24_576)
})
