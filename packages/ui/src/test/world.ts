import { type Config, createConfig, defineNetwork, memoryStorage } from '@portico/core'
import { createFakeAdapter } from './fakeAdapter.js'

export const chainA = defineNetwork({
  id: 31337,
  name: 'Devnet A',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
export const chainB = defineNetwork({
  id: 31338,
  name: 'Devnet B',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:2'] } },
})

export type Route = (url: URL) => unknown | Promise<unknown>

/** A fetch that answers from `routes` by path (404 otherwise) and records what it was asked. */
export function fakeFetch(routes: Record<string, Route | unknown>) {
  const requests: URL[] = []
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    requests.push(url)
    const path = url.pathname
    const route =
      routes[path] ??
      Object.entries(routes).find(([key]) => key.endsWith('*') && path.startsWith(key.slice(0, -1)))?.[1]
    if (route === undefined) return new Response(JSON.stringify({ message: 'not found' }), { status: 404 })
    const body = typeof route === 'function' ? await (route as Route)(url) : route
    if (body instanceof Blob) return new Response(body, { status: 200 })
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { fetch: fetch as typeof globalThis.fetch, requests }
}

/** A config on the fake adapter, with a fake API, optionally connected. */
export async function createWorld({
  connect = false,
  routes = {},
  ...rest
}: { connect?: boolean; routes?: Record<string, unknown> } & Partial<
  Parameters<typeof createConfig>[0]
> = {}) {
  const fake = createFakeAdapter()
  const api = fakeFetch(routes)
  const config: Config = createConfig({
    projectId: 'test',
    networks: [chainA, chainB],
    adapters: [fake.adapter],
    storage: memoryStorage(),
    reconnectOnInit: false,
    api: { url: 'http://api.test', fetch: api.fetch },
    ...rest,
  })
  if (connect) await config.connect({ namespace: 'eip155', connectorId: 'dev.portico.wallet' })
  return { config, fake, api }
}
