import type { InvalidAddressError } from '../errors/address.js'
import { toChainAddress } from '../utils/address.js'
import type { ChainClient } from '../utils/chainClient.js'
import { formatPlanck } from '../utils/units.js'

export type GetBalanceParameters = { address: string }

export type GetBalanceReturnType = {
  /** The transferable amount in display units: what a send can use. */
  balance: string
  symbol: string
  /** Planck. */
  free: bigint
  reserved: bigint
  /** Held by locks and freezes (staking, vesting, governance); overlaps `reserved`. */
  frozen: bigint
  /** What can leave the account: free minus the part of `frozen` that `reserved` does not cover. */
  transferable: bigint
  /** free + reserved */
  total: bigint
  decimals: number
  existentialDeposit: bigint
  /** The same amounts in display units. */
  formatted: { free: string; reserved: string; frozen: string; transferable: string; total: string }
}

/** A bad address, or the node's error. */
export type GetBalanceErrorType = InvalidAddressError | Error

/**
 * An account's `System.Account` balances in planck and display units, with the chain's decimals and symbol.
 *
 * @example
 * const { balance, free, reserved } = await getBalance(await polkadot.getChainClient(kusama), { address })
 */
export async function getBalance(
  client: ChainClient,
  { address }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  const { data } = await client.api.query.system.account(toChainAddress(address, client.ss58Format))
  const free = data.free.toBigInt()
  const reserved = data.reserved.toBigInt()
  const frozen = data.frozen.toBigInt()
  const untouchable = frozen > reserved ? frozen - reserved : 0n
  const transferable = free > untouchable ? free - untouchable : 0n
  const total = free + reserved
  const f = (value: bigint) => formatPlanck(value, client.decimals)
  return {
    balance: f(transferable),
    symbol: client.symbol,
    free,
    reserved,
    frozen,
    transferable,
    total,
    decimals: client.decimals,
    existentialDeposit: client.existentialDeposit,
    formatted: {
      free: f(free),
      reserved: f(reserved),
      frozen: f(frozen),
      transferable: f(transferable),
      total: f(total),
    },
  }
}
