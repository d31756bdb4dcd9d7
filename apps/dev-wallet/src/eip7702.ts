import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  isAddress,
  parseAbi,
  type WalletClient,
} from 'viem'
import { invalidParams } from './errors.js'
import { rpcRequest } from './rpc.js'
import type { TransactionFields } from './transaction.js'
import type { DevWalletChain, DevWalletEip7702 } from './types.js'

// An EOA that can become a smart account in place (EIP-7702): its address never changes; once it has signed an
// authorization for an account implementation (Simple7702Account), the chain runs that code for it. Until then the
// wallet reports EIP-5792 `atomic: ready` — it can run a batch atomically after the person agrees to the upgrade —
// and its first atomic batch carries the authorization in the same transaction as the calls.

/** The implementation's batch entry (Simple7702Account's `executeBatch`, which accepts calls from the account itself). */
const implementationAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])

/** EIP-7702's delegation designator: the code of a delegated EOA is this prefix and the implementation's address. */
const DELEGATION_PREFIX = '0xef0100'

/** Checks the option and returns it with the implementation's address checksummed. */
export function parseEip7702(option: DevWalletEip7702): DevWalletEip7702 {
  if (!isAddress(option.implementation, { strict: false }))
    throw new Error('createDevWallet: `eip7702.implementation` is not an address')
  return { implementation: getAddress(option.implementation) }
}

/** Whether `address` on `chain` already delegates to `implementation` (EIP-7702 upgraded to it). */
export async function isUpgraded(
  chain: DevWalletChain,
  address: Address,
  { implementation }: DevWalletEip7702,
): Promise<boolean> {
  const code = await rpcRequest(chain.rpcUrl, 'eth_getCode', [address, 'latest'])
  return (
    typeof code === 'string' &&
    code.toLowerCase() === `${DELEGATION_PREFIX}${implementation.slice(2)}`.toLowerCase()
  )
}

/** The consent line that tells the person what the upgrade is before they agree to it. */
export const upgradeSummary = ({ implementation }: DevWalletEip7702) =>
  [
    'Upgrade: this account becomes a smart account (EIP-7702), so the calls run together, all or none.',
    `Account code: ${implementation}`,
    'The address stays the same.',
  ].join('\n')

/**
 * Sends `calls` atomically from the EOA through the implementation's `executeBatch` on itself: one transaction
 * to its own address, carrying the signed EIP-7702 authorization when the account is not upgraded yet (the
 * authorization's nonce is the one after this transaction's, as for any authorization its own sender signs).
 * `upgraded`: whether the account delegates to the implementation already (`isUpgraded`, read by the caller).
 */
export async function sendUpgradedBatch(
  client: WalletClient,
  option: DevWalletEip7702,
  calls: readonly TransactionFields[],
  { upgraded }: { upgraded: boolean },
): Promise<Hex> {
  const account = client.account
  if (!account) throw new Error('the dev wallet client has no account')
  const batch = calls.map(({ to, value = 0n, data = '0x' }) => {
    if (!to) throw invalidParams('a batch sends calls to an address: "to" is required')
    return { target: to, value, data }
  })
  const data = encodeFunctionData({ abi: implementationAbi, functionName: 'executeBatch', args: [batch] })
  const authorizationList = upgraded
    ? undefined
    : [
        await client.signAuthorization({
          account,
          contractAddress: option.implementation as Address,
          executor: 'self',
        }),
      ]
  return client.sendTransaction({
    account,
    chain: client.chain,
    to: account.address,
    data,
    ...(authorizationList && { authorizationList }),
  })
}
