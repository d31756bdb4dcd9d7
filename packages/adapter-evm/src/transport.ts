import { RpcUrlRequiredError } from '@portico/core'
import { fallback, http, type Transport } from 'viem'

/** The RPC transport's defaults: 10 s timeout, batches of up to 1000, 3 retries from 150 ms. */
export const transportDefaults = {
  timeout: 10_000,
  batchSize: 1000,
  retryCount: 3,
  /** Base delay; viem doubles it on each retry (and honours Retry-After). */
  retryDelay: 150,
} as const

/** How the fallback transport ranks its URLs: every 4 s on the last 10 samples, stability 0.7 / latency 0.3. */
export const rankDefaults = {
  interval: 4_000,
  sampleCount: 10,
  timeout: 1_000,
  weights: { stability: 0.7, latency: 0.3 },
} as const

export type RankOptions = {
  interval?: number | undefined
  sampleCount?: number | undefined
  timeout?: number | undefined
  weights?: { stability?: number | undefined; latency?: number | undefined } | undefined
}

export type CreateRpcTransportOptions = {
  timeout?: number | undefined
  batchSize?: number | undefined
  retryCount?: number | undefined
  retryDelay?: number | undefined
  /** Ranking of several URLs; `false` keeps them in the given order. */
  rank?: RankOptions | false | undefined
}

/**
 * The transport for a list of RPC URLs: viem's `http` for one, a ranked `fallback` over `http` for several.
 * Retries happen once, at the outer level: the fallback's members do not retry on their own, so a dead URL
 * hands over to the next one at once.
 */
export function createRpcTransport(
  urls: readonly string[],
  options: CreateRpcTransportOptions = {},
): Transport {
  const {
    timeout = transportDefaults.timeout,
    batchSize = transportDefaults.batchSize,
    retryCount = transportDefaults.retryCount,
    retryDelay = transportDefaults.retryDelay,
    rank = {},
  } = options
  const [first, ...rest] = urls
  if (first === undefined) throw new RpcUrlRequiredError({ details: 'No RPC URL given' })
  const config = { timeout, batch: { batchSize }, retryDelay }
  if (rest.length === 0) return http(first, { ...config, retryCount })
  return fallback(
    urls.map((url) => http(url, config)),
    {
      retryCount,
      retryDelay,
      rank: rank && {
        interval: rank.interval ?? rankDefaults.interval,
        sampleCount: rank.sampleCount ?? rankDefaults.sampleCount,
        timeout: rank.timeout ?? rankDefaults.timeout,
        weights: {
          stability: rank.weights?.stability ?? rankDefaults.weights.stability,
          latency: rank.weights?.latency ?? rankDefaults.weights.latency,
        },
      },
    },
  )
}
