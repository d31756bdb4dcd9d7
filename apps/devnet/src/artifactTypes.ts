import type { Abi, Hex } from 'viem'
import type { ContractName } from './compilerSettings.js'

export type Artifact = {
  abi: Abi
  bytecode: Hex
  deployedBytecode: Hex
}

/** build/artifacts.json */
export type Artifacts = {
  compiler: string
  sourceHash: string
  contracts: Record<ContractName, Artifact>
}
