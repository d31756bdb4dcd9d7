import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import type { Artifact, Artifacts } from './artifactTypes.js'
import { compilerSettings, contractNames, SOLC_VERSION } from './compilerSettings.js'
import { readSources, sourceHash } from './sourceHash.js'

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>
  >
}

type Solc = { version(): string; compile(input: string): string }

/** Compiles contracts/*.sol with the pinned solc-js (local soljson, never a remote compiler). */
export function compileContracts(sources = readSources()): Artifacts {
  // solc is CommonJS and loads its bundled soljson: required lazily, only when the cache is stale.
  const solc = createRequire(import.meta.url)('solc') as Solc
  const version = solc.version()
  if (!version.startsWith(`${SOLC_VERSION}+`)) {
    throw new Error(`solc ${SOLC_VERSION} is pinned but ${version} is installed`)
  }
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([name, content]) => [name, { content }])),
    settings: compilerSettings,
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))

  const contracts = {} as Record<(typeof contractNames)[number], Artifact>
  for (const name of contractNames) {
    const compiled = output.contracts?.[`${name}.sol`]?.[name]
    if (!compiled) throw new Error(`solc produced no output for ${name}`)
    contracts[name] = {
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}` as Hex,
      deployedBytecode: `0x${compiled.evm.deployedBytecode.object}` as Hex,
    }
  }
  return { compiler: version, sourceHash: sourceHash(sources), contracts }
}
