import { type Address, erc20Abi, type Hex, isAddress } from 'viem'
import { readContract } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import { decodePermissionContext } from '../sessions/context.js'
import { SessionRequestError } from '../sessions/SessionRequestError.js'
import { type ReadSessionStateErrorType, readSessionState } from '../sessions/state.js'
import type { SessionContracts } from '../sessions/types.js'
import type { PublicClient } from './types.js'

export type ReadSessionUsageParameters = {
  /** The session's permission context (ERC-7710), as its grant answered it. */
  context: string
  /** The chain's DelegationManager and caveat enforcers. */
  contracts: SessionContracts
  /** The ERC-20 token the session spends, when it spends one: its symbol and decimals are read too. */
  token?: string | undefined
}

/**
 * `spent`: the allowance's enforcer's running total for the session (token base units or wei); `disabled`: its
 * account has revoked it; `token`: the ERC-20's symbol and decimals, when asked for.
 */
export type ReadSessionUsageReturnType = {
  spent: bigint
  disabled: boolean
  token?: { symbol: string; decimals: number }
}

export type ReadSessionUsageErrorType = SessionRequestError | ReadSessionStateErrorType | EvmErrorType

async function readToken(
  client: PublicClient,
  address: Address,
): Promise<{ symbol: string; decimals: number }> {
  try {
    const [symbol, decimals] = await Promise.all([
      readContract(client, { address, abi: erc20Abi, functionName: 'symbol' }),
      readContract(client, { address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { symbol, decimals }
  } catch (error) {
    throw toEvmError(error, { timeout: client.transport.timeout })
  }
}

/**
 * What a session permission has used, read from the chain: its delegation's spend and disabled state
 * (`readSessionState`) and, for a token session, the ERC-20's symbol and decimals. Throws `SessionRequestError`
 * on a context that is not a session of `contracts` or a token that is not an address.
 *
 * @example
 * const { spent, disabled, token } = await readSessionUsage(await evm.getPublicClient(base), {
 *   context: permission.context,
 *   contracts,
 *   token: USDC,
 * })
 */
export async function readSessionUsage(
  client: PublicClient,
  { context, contracts, token }: ReadSessionUsageParameters,
): Promise<ReadSessionUsageReturnType> {
  // The session's own delegation is the leaf: the first of the context's chain.
  const [delegation] = decodePermissionContext(context as Hex)
  if (!delegation) throw new SessionRequestError('permissionContext', 'must hold at least one delegation')
  if (token !== undefined && !isAddress(token, { strict: false }))
    throw new SessionRequestError('token', 'must be an address')
  const [state, tokenInfo] = await Promise.all([
    readSessionState(client, { delegation, contracts }),
    token === undefined ? undefined : readToken(client, token),
  ])
  return { spent: state.spent, disabled: state.disabled, ...(tokenInfo && { token: tokenInfo }) }
}
