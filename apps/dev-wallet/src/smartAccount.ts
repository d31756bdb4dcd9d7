import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  isAddress,
  isHex,
  parseAbi,
  serializeErc6492Signature,
} from 'viem'
import { invalidParams } from './errors.js'
import { rpcRequest } from './rpc.js'
import type { TransactionFields } from './transaction.js'
import type { DevWalletChain, DevWalletSmartAccount } from './types.js'

// A smart-account wallet (Coinbase Smart Wallet, Safe, …) shares the contract account's address and signs with
// its owner key: the contract's ERC-1271 isValidSignature checks the owner's signature. While the account is
// counterfactual (no code on the chain yet) the signature is wrapped as ERC-6492 with the factory call that
// would deploy it, so a verifier can simulate the deployment first.

// The account's entry point for calls, as most smart accounts have it (the devnet's SmartAccount too).
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data) payable returns (bytes)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls) payable returns (bytes[])',
])

/** Checks the option and returns it with the addresses checksummed. */
export function parseSmartAccount(option: DevWalletSmartAccount): DevWalletSmartAccount {
  const { address, factory, factoryData } = option
  if (!isAddress(address, { strict: false }))
    throw new Error('createDevWallet: `smartAccount.address` is not an address')
  if ((factory === undefined) !== (factoryData === undefined))
    throw new Error('createDevWallet: `smartAccount.factory` and `smartAccount.factoryData` go together')
  if (factory !== undefined && !isAddress(factory, { strict: false }))
    throw new Error('createDevWallet: `smartAccount.factory` is not an address')
  if (factoryData !== undefined && !isHex(factoryData))
    throw new Error('createDevWallet: `smartAccount.factoryData` is not hex')
  return {
    address: getAddress(address),
    ...(factory !== undefined && { factory: getAddress(factory), factoryData }),
  }
}

/** Whether the account has code on `chain`, i.e. it is deployed. */
async function isDeployed(chain: DevWalletChain, address: Address): Promise<boolean> {
  const code = await rpcRequest(chain.rpcUrl, 'eth_getCode', [address, 'latest'])
  return typeof code === 'string' && code !== '0x' && code !== '0x0'
}

/**
 * The owner's signature as the smart account gives it on `chain`: as it is once the account is deployed (the
 * contract validates it by ERC-1271), wrapped as ERC-6492 with the factory call while it is counterfactual.
 */
export async function smartAccountSignature(
  smartAccount: DevWalletSmartAccount,
  chain: DevWalletChain,
  signature: Hex,
): Promise<Hex> {
  const { address, factory, factoryData } = smartAccount
  if (!factory || !factoryData || (await isDeployed(chain, address))) return signature
  return serializeErc6492Signature({ address: factory, data: factoryData, signature })
}

/**
 * The owner's transactions that make the smart account send `tx` on `chain`: the factory call first while the
 * account is counterfactual, then the account's `execute(to, value, data)`. Gas and nonce are the owner's own,
 * so they are left to the chain.
 */
export async function smartAccountTransactions(
  smartAccount: DevWalletSmartAccount,
  chain: DevWalletChain,
  tx: TransactionFields,
): Promise<TransactionFields[]> {
  const { from: _from, gas: _gas, nonce: _nonce, to, value = 0n, data = '0x', ...fees } = tx
  const target = callTarget(to)
  const execute = encodeFunctionData({
    abi: accountAbi,
    functionName: 'execute',
    args: [target, value, data],
  })
  return withDeployment(smartAccount, chain, fees, execute)
}

/**
 * The owner's transactions that make the smart account run `calls` atomically on `chain`, in one transaction
 * of its `executeBatch` (one call failing reverts them all); the factory call first while it is counterfactual.
 */
export async function smartAccountBatchTransactions(
  smartAccount: DevWalletSmartAccount,
  chain: DevWalletChain,
  calls: readonly TransactionFields[],
): Promise<TransactionFields[]> {
  const batch = calls.map(({ to, value = 0n, data = '0x' }) => ({ target: callTarget(to), value, data }))
  const executeBatch = encodeFunctionData({ abi: accountAbi, functionName: 'executeBatch', args: [batch] })
  return withDeployment(smartAccount, chain, {}, executeBatch)
}

function callTarget(to: TransactionFields['to']): Address {
  if (!to) throw invalidParams('a smart account sends calls to an address: "to" is required')
  return to
}

/** The account's own call `data` as the owner's transaction, after the factory call while it is counterfactual. */
async function withDeployment(
  smartAccount: DevWalletSmartAccount,
  chain: DevWalletChain,
  fees: Partial<TransactionFields>,
  data: Hex,
): Promise<TransactionFields[]> {
  const { address, factory, factoryData } = smartAccount
  const call: TransactionFields = { ...fees, to: address, data }
  if (!factory || !factoryData || (await isDeployed(chain, address))) return [call]
  return [{ ...fees, to: factory, data: factoryData }, call]
}
