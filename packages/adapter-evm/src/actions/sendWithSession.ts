import type { Account, Address, Chain, Client, Hex, Transport } from 'viem'
import { call, getCode, sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { ExecutionRevertedError } from '../errors/node.js'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import { redeemSessionData } from '../sessions/redeem.js'

/** The session signer's wallet: a viem client with the account the app holds (the delegation's delegate). */
export type SessionSignerClient = Client<Transport, Chain | undefined, Account>

export type SendWithSessionParameters = {
  /** The permission context the wallet granted. */
  context: Hex
  delegationManager: Address
  /** ERC-7715 `dependencies` of the grant: factory calls that deploy the granting account. */
  dependencies: readonly { factory: Address; factoryData: Hex }[]
  calls: readonly { to: Address; value?: bigint; data?: Hex }[]
  /** Where to read code and wait for deployments; the wallet client's transport by default. */
  publicClient?: Client<Transport, Chain | undefined>
}

/** The hash of the redeeming transaction (sent, not yet waited for). */
export type SendWithSessionReturnType = Hex

export type SendWithSessionErrorType = EvmErrorType

/**
 * Runs `calls` from the granting account under a session, as its signer: first deploys each dependency whose
 * account has no code (sends `factoryData` to `factory` and waits for it), then sends
 * `DelegationManager.redeemDelegations`. The signer pays the gas. The account a dependency deploys is what the
 * factory call returns when simulated; a factory that returns no address is called whenever given.
 *
 * @example
 * const hash = await sendWithSession(sessionWallet, { context, delegationManager, dependencies, calls: [transfer] })
 */
export async function sendWithSession(
  client: SessionSignerClient,
  { context, delegationManager, dependencies, calls, publicClient = client }: SendWithSessionParameters,
): Promise<SendWithSessionReturnType> {
  const data = redeemSessionData({ context, calls })
  try {
    for (const dependency of dependencies) {
      const account = await deployedAccount(publicClient, dependency)
      if (account && (await getCode(publicClient, { address: account }))) continue
      const hash = await sendTransaction(client, {
        account: client.account,
        chain: client.chain,
        to: dependency.factory,
        data: dependency.factoryData,
      })
      const receipt = await waitForTransactionReceipt(publicClient, { hash })
      if (receipt.status !== 'success') {
        throw new ExecutionRevertedError({
          details: `The account's deployment through ${dependency.factory} reverted`,
        })
      }
    }
    return await sendTransaction(client, {
      account: client.account,
      chain: client.chain,
      to: delegationManager,
      data,
    })
  } catch (error) {
    throw toEvmError(error)
  }
}

/** The account a factory call deploys, read from its simulated return (one address word), if it returns one. */
async function deployedAccount(
  client: Client<Transport, Chain | undefined>,
  { factory, factoryData }: { factory: Address; factoryData: Hex },
): Promise<Address | undefined> {
  const { data } = await call(client, { to: factory, data: factoryData })
  if (!data || !/^0x0{24}[\da-f]{40}$/i.test(data)) return undefined
  return `0x${data.slice(26)}`
}
