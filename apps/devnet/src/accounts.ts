import { type Hex, toHex } from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/** The standard deterministic test mnemonic (anvil's and hardhat's default). */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

/** Accounts 0..2 are the seeded test accounts; account 0 owns the smart account. */
export const TEST_ACCOUNT_COUNT = 3

/** Account 9 deploys and owns the contracts and provides the pools' liquidity. */
export const DEPLOYER_INDEX = 9

/**
 * Account 11 signs gas sponsorships: the paymaster contract (`PorticoPaymaster`) accepts its signatures, and the
 * API's paymaster service holds its key (`PAYMASTER_SIGNER_KEY`). It holds no funds.
 */
export const PAYMASTER_SIGNER_INDEX = 11

/** A viem local account of the devnet mnemonic (m/44'/60'/0'/0/index). */
export function devnetAccount(index: number): HDAccount {
  return mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index })
}

/** The private key of a devnet mnemonic account, as hex (for a service or wallet that signs with it). */
export function devnetPrivateKey(index: number): Hex {
  const key = devnetAccount(index).getHdKey().privateKey
  if (!key) throw new Error(`devnet account ${index} has no private key`)
  return toHex(key)
}
