import { ApiPromise, WsProvider } from '@polkadot/api'
import type {} from '@polkadot/api-augment'
import type { ProviderInterface } from '@polkadot/rpc-provider/types'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'

export type PolkadotNodeConfig = { caipNetworkId: string; wsUrl: string; name?: string | undefined }

/** An account's native balance: transferable = free − max(frozen − reserved, 0), in planck and display units. */
export type PolkadotBalance = { transferable: bigint; formatted: string; decimals: number; symbol: string }

export type PolkadotNodes = {
  has(caipNetworkId: string): boolean
  /** `System.Account` of `address` (SS58 of any prefix); the connection opens on first use. */
  balance(caipNetworkId: string, address: string): Promise<PolkadotBalance>
  close(): Promise<void>
}

/** True for an SS58 address of a 32-byte account (any prefix, valid checksum). */
export function isSs58Address(address: string): boolean {
  try {
    return decodeAddress(address).length === 32 && !address.startsWith('0x')
  } catch {
    return false
  }
}

/**
 * Substrate nodes (e.g. the chopsticks devnet) read with @polkadot/api. A node whose genesis hash does not
 * start with the configured CAIP-2 reference is refused. (The API does not use @portico/adapter-polkadot:
 * core's tests depend on this package, so that would be a build cycle.)
 */
export function createPolkadotNodes(nodes: readonly PolkadotNodeConfig[]): PolkadotNodes {
  const urls = new Map(nodes.map(({ caipNetworkId, wsUrl }) => [caipNetworkId, wsUrl]))
  const apis = new Map<string, Promise<ApiPromise>>()

  async function open(caipNetworkId: string, url: string): Promise<ApiPromise> {
    const provider = new WsProvider(url, 1_000) as unknown as ProviderInterface
    const api = await ApiPromise.create({ provider, noInitWarn: true, throwOnConnect: true })
    const genesis = api.genesisHash.toHex().slice(2, 34)
    if (`polkadot:${genesis}` !== caipNetworkId) {
      await api.disconnect()
      throw new Error(`The node at ${url} serves polkadot:${genesis}, not ${caipNetworkId}`)
    }
    return api
  }

  function apiOf(caipNetworkId: string): Promise<ApiPromise> {
    const url = urls.get(caipNetworkId)
    if (!url) return Promise.reject(new Error(`No Polkadot node for ${caipNetworkId}`))
    let api = apis.get(caipNetworkId)
    if (!api) {
      api = open(caipNetworkId, url)
      apis.set(caipNetworkId, api)
      api.catch(() => apis.delete(caipNetworkId))
    }
    return api
  }

  return {
    has: (caipNetworkId) => urls.has(caipNetworkId),
    async balance(caipNetworkId, address) {
      const api = await apiOf(caipNetworkId)
      const who = encodeAddress(decodeAddress(address), api.registry.chainSS58 ?? 42)
      const { data } = await api.query.system.account(who)
      const [free, reserved, frozen] = [
        data.free.toBigInt(),
        data.reserved.toBigInt(),
        data.frozen.toBigInt(),
      ]
      const untouchable = frozen > reserved ? frozen - reserved : 0n
      const transferable = free > untouchable ? free - untouchable : 0n
      const decimals = api.registry.chainDecimals[0] ?? 12
      const symbol = api.registry.chainTokens[0] ?? 'UNIT'
      return { transferable, formatted: formatPlanck(transferable, decimals), decimals, symbol }
    },
    async close() {
      const all = [...apis.values()]
      apis.clear()
      await Promise.all(all.map(async (api) => (await api.catch(() => undefined))?.disconnect()))
    },
  }
}

/** Planck as display units, trailing zeros dropped. */
function formatPlanck(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0')
  const fraction = decimals === 0 ? '' : digits.slice(-decimals).replace(/0+$/, '')
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals)
  return `${whole}${fraction ? `.${fraction}` : ''}`
}
