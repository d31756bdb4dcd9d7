// The pinned compiler: the `solc` npm package of exactly this version, never a remote download.
export const SOLC_VERSION = '0.8.37'

export const compilerSettings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const

// Contracts that get an artifact (the rest are abstract bases, interfaces and libraries).
export const contractNames = [
  'UsdCoin',
  'PorticoToken',
  'WETH',
  'PorticoPass',
  'AmmFactory',
  'AmmPair',
  'AmmRouter',
  'SmartAccount',
  'SmartAccountFactory',
  'Multicall3',
  'FarcasterIdRegistry',
] as const

export type ContractName = (typeof contractNames)[number]
