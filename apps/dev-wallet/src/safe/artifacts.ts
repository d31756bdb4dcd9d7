import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

// Safe's own compiled contracts, v1.4.1 (npm `@safe-global/safe-contracts`, LGPL-3.0): used by this dev tool
// only, never by a published package.
const require = createRequire(import.meta.url)

export type SafeArtifact = { abi: Abi; bytecode: Hex }

const paths = {
  SafeL2: 'SafeL2.sol/SafeL2.json',
  SafeProxyFactory: 'proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
  CompatibilityFallbackHandler: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
  MultiSendCallOnly: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
} as const

export type SafeContractName = keyof typeof paths

/** One of Safe's artifacts (its ABI and creation bytecode), read from the package's build. */
export function safeArtifact(name: SafeContractName): SafeArtifact {
  const file = require.resolve(`@safe-global/safe-contracts/build/artifacts/contracts/${paths[name]}`)
  const { abi, bytecode } = JSON.parse(readFileSync(file, 'utf8')) as SafeArtifact
  return { abi, bytecode }
}

export const SAFE_CONTRACT_NAMES = Object.keys(paths) as SafeContractName[]
