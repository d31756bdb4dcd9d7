import { toChainAddress } from '../utils/address.js'
import type { ChainClient } from '../utils/chainClient.js'
import { formatPlanck } from '../utils/units.js'

export type PolkadotBalances = {
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
  symbol: string
  existentialDeposit: bigint
  /** The same amounts in display units. */
  formatted: { free: string; reserved: string; frozen: string; transferable: string; total: string }
}

/** An account's `System.Account` balances in planck and display units, with the chain's decimals and symbol. */
export async function getBalances(client: ChainClient, address: string): Promise<PolkadotBalances> {
  const { data } = await client.api.query.system.account(toChainAddress(address, client.ss58Format))
  const free = data.free.toBigInt()
  const reserved = data.reserved.toBigInt()
  const frozen = data.frozen.toBigInt()
  const untouchable = frozen > reserved ? frozen - reserved : 0n
  const transferable = free > untouchable ? free - untouchable : 0n
  const total = free + reserved
  const f = (value: bigint) => formatPlanck(value, client.decimals)
  return {
    free,
    reserved,
    frozen,
    transferable,
    total,
    decimals: client.decimals,
    symbol: client.symbol,
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
