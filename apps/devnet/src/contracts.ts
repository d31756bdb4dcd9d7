// Browser-safe part of the package (`@portico/devnet/contracts`): ABIs, address types, accounts, seed amounts.
export {
  DEPLOYER_INDEX,
  DEVNET_MNEMONIC,
  devnetAccount,
  devnetPrivateKey,
  PAYMASTER_SIGNER_INDEX,
  TEST_ACCOUNT_COUNT,
} from './accounts.js'
export { devnetChain } from './devnetChain.js'
export { ENTRY_POINT_ADDRESS, SIMPLE_7702_ACCOUNT_ADDRESS } from './erc4337/erc4337Addresses.js'
export { porticoAccountDigest } from './erc4337/porticoAccountSignature.js'
export * from './generated/abis.js'
export * from './generated/erc4337Abis.js'
export { MULTICALL3_ADDRESS } from './multicall3.js'
export { seed } from './seed.js'
export type { DevnetAddresses, DevnetChain } from './types.js'
