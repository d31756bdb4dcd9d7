import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Abi, Hex } from 'viem'
import { SOLC_VERSION } from '../compilerSettings.js'
import { contractsDir } from '../paths.js'

// ERC-4337 v0.8 contracts compiled from the npm package @account-abstraction/contracts (pinned exactly in
// package.json) and its @openzeppelin/contracts, with the same pinned solc-js as contracts/*.sol. They keep a
// cache of their own (build/erc4337.json): the via-IR build takes a while and need not rerun when ours change.

export const ERC4337_PACKAGE = '@account-abstraction/contracts'

/** The contracts of the package that get an artifact, by the source that defines them. */
export const erc4337Sources = {
  EntryPoint: 'core/EntryPoint.sol',
  // Never deployed: its runtime code replaces the EntryPoint's in a bundler's eth_call (a state override).
  EntryPointSimulations: 'core/EntryPointSimulations.sol',
  SenderCreator: 'core/SenderCreator.sol',
  SimpleAccount: 'accounts/SimpleAccount.sol',
  SimpleAccountFactory: 'accounts/SimpleAccountFactory.sol',
  Simple7702Account: 'accounts/Simple7702Account.sol',
} as const

/**
 * Our own contracts over the package's (in contracts/, MIT): the verifying paymaster the API's ERC-7677 service
 * signs for, and the embedded wallet's smart account (a SimpleAccount with ERC-1271) and its factory.
 */
export const erc4337OwnSources = {
  PorticoPaymaster: 'erc4337/PorticoPaymaster.sol',
  PorticoAccount: 'erc4337/PorticoAccount.sol',
  PorticoAccountFactory: 'erc4337/PorticoAccountFactory.sol',
} as const

export type Erc4337ContractName = keyof typeof erc4337Sources | keyof typeof erc4337OwnSources

/** Where solc reads each contract's source: the package's by package path, ours by `contracts/` path. */
const sourcePaths = (): Record<Erc4337ContractName, string> => ({
  ...(Object.fromEntries(
    Object.entries(erc4337Sources).map(([name, file]) => [name, `${ERC4337_PACKAGE}/${file}`]),
  ) as Record<keyof typeof erc4337Sources, string>),
  ...(Object.fromEntries(
    Object.entries(erc4337OwnSources).map(([name, file]) => [name, `contracts/${file}`]),
  ) as Record<keyof typeof erc4337OwnSources, string>),
})

/** The text of our own sources, for the build's hash. */
const ownSourcesText = () =>
  Object.values(erc4337OwnSources)
    .map((file) => readFileSync(join(contractsDir, file), 'utf8'))
    .join('\n')

// As the package's own release build: via IR (EntryPoint is stack-deep), cancun (transient storage).
export const erc4337CompilerSettings = {
  viaIR: true,
  optimizer: { enabled: true, runs: 1_000_000 },
  evmVersion: 'cancun',
  outputSelection: {
    '*': {
      '*': [
        'abi',
        'evm.bytecode.object',
        'evm.deployedBytecode.object',
        'evm.deployedBytecode.immutableReferences',
      ],
    },
  },
} as const

/** Byte ranges of an immutable in the runtime code, by the immutable's AST id. */
export type ImmutableReferences = Record<string, { start: number; length: number }[]>

export type Erc4337Artifact = {
  abi: Abi
  bytecode: Hex
  deployedBytecode: Hex
  immutableReferences: ImmutableReferences
}

/** build/erc4337.json */
export type Erc4337Artifacts = {
  compiler: string
  /** `@account-abstraction/contracts@<version>` and `@openzeppelin/contracts@<version>`. */
  packages: string[]
  buildHash: string
  contracts: Record<Erc4337ContractName, Erc4337Artifact>
}

const require = createRequire(import.meta.url)

function packageDir(name: string, from = require): string {
  return dirname(from.resolve(`${name}/package.json`))
}

/** Where the package and the OpenZeppelin it depends on are installed, and their versions. */
export function erc4337Packages(): { dirs: Record<string, string>; versions: string[] } {
  const aaDir = packageDir(ERC4337_PACKAGE)
  const ozDir = packageDir('@openzeppelin/contracts', createRequire(join(aaDir, 'package.json')))
  const dirs = { [ERC4337_PACKAGE]: aaDir, '@openzeppelin/contracts': ozDir }
  const versions = Object.entries(dirs).map(([name, dir]) => {
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }
    return `${name}@${version}`
  })
  return { dirs, versions }
}

/** The cache key: packages (immutable per version on the registry), contracts built, our sources, compiler and settings. */
export function erc4337BuildHash(versions: string[]): string {
  return createHash('sha256')
    .update(
      `solc ${SOLC_VERSION}\n${JSON.stringify(erc4337CompilerSettings)}\n${JSON.stringify(erc4337Sources)}\n${versions.join('\n')}\n`,
    )
    .update(ownSourcesText())
    .digest('hex')
}

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<
      string,
      {
        abi: Abi
        evm: {
          bytecode: { object: string }
          deployedBytecode: { object: string; immutableReferences?: ImmutableReferences }
        }
      }
    >
  >
}

type Solc = {
  version(): string
  compile(
    input: string,
    callbacks: { import(path: string): { contents: string } | { error: string } },
  ): string
}

/** Compiles the package's contracts with the pinned solc-js; imports are read from the installed packages. */
export function compileErc4337(): Erc4337Artifacts {
  const solc = require('solc') as Solc
  const version = solc.version()
  if (!version.startsWith(`${SOLC_VERSION}+`))
    throw new Error(`solc ${SOLC_VERSION} is pinned, not ${version}`)
  const { dirs, versions } = erc4337Packages()
  const readImport = (path: string) => {
    const owner = Object.keys(dirs).find((name) => path.startsWith(`${name}/`))
    const file = owner
      ? join(dirs[owner]!, path.slice(owner.length + 1))
      : path.startsWith('contracts/')
        ? join(contractsDir, path.slice('contracts/'.length))
        : undefined
    if (!file || !existsSync(file)) return { error: `not found: ${path}` }
    return { contents: readFileSync(file, 'utf8') }
  }
  const paths = sourcePaths()
  const sources = Object.fromEntries(
    Object.values(paths).map((path) => {
      const read = readImport(path)
      if (!('contents' in read)) throw new Error(read.error)
      return [path, { content: read.contents }]
    }),
  )
  const input = { language: 'Solidity', sources, settings: erc4337CompilerSettings }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: readImport })) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))

  const contracts = {} as Record<Erc4337ContractName, Erc4337Artifact>
  for (const [name, path] of Object.entries(paths) as [Erc4337ContractName, string][]) {
    const compiled = output.contracts?.[path]?.[name]
    if (!compiled) throw new Error(`solc produced no output for ${name}`)
    contracts[name] = {
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
      deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
      immutableReferences: compiled.evm.deployedBytecode.immutableReferences ?? {},
    }
  }
  return { compiler: version, packages: versions, buildHash: erc4337BuildHash(versions), contracts }
}
