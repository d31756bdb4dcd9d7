import {
  type CaipNetworkId,
  createConfig,
  type EventName,
  memoryStorage,
  type StorageBackend,
} from '@portico/core'
import { createTestAdapter } from '@portico/core/testing'
import { toSiwxMessage } from '../message/formatSiwxMessage.js'
import { parseSiwxMessage } from '../message/parseSiwxMessage.js'
import { getSiwx, type Siwx, siwx as siwxPlugin } from '../plugin/siwx.js'
import type { SiwxConfig, SiwxSession } from '../plugin/types.js'
import { chainA, chainB } from './networks.js'

/** The config's sign-in: every config of these tests lists the plug-in. */
export const siwxOf = (config: Parameters<typeof getSiwx>[0]) => getSiwx(config) as Siwx

export const first = '0xabc0000000000000000000000000000000000001'
export const second = '0xabc0000000000000000000000000000000000002'

/**
 * An app's own sign-in backend, kept in a storage backend: single-use nonces, and a signature is accepted when
 * the test wallet made it for the exact message (the test adapter signs `0xsigned:<message>`).
 */
export function appBackend(
  backend: StorageBackend = memoryStorage(),
  options: { required?: boolean; ttl?: number } = {},
) {
  const nonces = new Set<string>()
  let counter = 0
  const server = { failChecks: false, refuse: false, calls: [] as string[] }
  const read = (): SiwxSession[] => JSON.parse(backend.getItem('app.sessions') ?? '[]')
  const write = (sessions: SiwxSession[]) => backend.setItem('app.sessions', JSON.stringify(sessions))
  let now = Date.now
  const siwx: SiwxConfig = {
    attach: (context) => {
      now = context.now
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: true,
    async createMessage({ chainId, accountAddress }) {
      const nonce = `nonce${++counter}abcdef`
      nonces.add(nonce)
      return toSiwxMessage({
        chainId,
        accountAddress,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce,
        statement: 'Sign in to the app',
        issuedAt: new Date(now()).toISOString(),
        expirationTime: new Date(now() + (options.ttl ?? 3_600_000)).toISOString(),
      })
    },
    async addSession(session) {
      server.calls.push('add')
      const parsed = parseSiwxMessage(session.message)
      if (
        server.refuse ||
        !nonces.delete(parsed.nonce) ||
        session.signature !== `0xsigned:${session.message}`
      )
        throw new Error('refused')
      write([...read(), session])
    },
    async revokeSession(chainId, address) {
      server.calls.push(`revoke:${chainId}:${address}`)
      write(read().filter((s) => !(s.data.chainId === chainId && s.data.accountAddress === address)))
    },
    async setSessions(sessions) {
      write([...sessions])
    },
    async getSessions(chainId: CaipNetworkId, address: string) {
      server.calls.push('get')
      if (server.failChecks) throw new Error('server down')
      return read().filter(
        (s) =>
          s.data.chainId === chainId &&
          s.data.accountAddress === address &&
          Date.parse(s.data.expirationTime ?? '') > now(),
      )
    },
  }
  return { siwx, server }
}

export function world(
  options: { required?: boolean; ttl?: number; backend?: StorageBackend; now?: () => number } = {},
) {
  const backend = options.backend ?? memoryStorage()
  const evm = createTestAdapter('eip155', [first, second])
  const app = appBackend(backend, options)
  const config = createConfig({
    projectId: 'siwx',
    networks: [chainA, chainB],
    adapters: [evm.adapter],
    storage: backend,
    plugins: [siwxPlugin(app.siwx)],
    ...(options.now && { now: options.now }),
  })
  const events: EventName[] = []
  config.events.subscribe((e) => events.push(e.event))
  return { config, evm, app, events, backend }
}

/** Waits until the sign-in status settles on one of `statuses`. */
export async function settled(config: ReturnType<typeof world>['config'], ...statuses: string[]) {
  for (let i = 0; i < 100; i++) {
    if (statuses.includes(siwxOf(config).state.status)) return siwxOf(config).state.status
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`status stayed ${siwxOf(config).state.status}`)
}
