import {
  type CaipNetworkId,
  createConfig,
  DuplicatePluginError,
  type EventName,
  memoryStorage,
  type PluginContext,
  type StorageBackend,
} from '@portico/core'
import { describe, expect, test } from 'vitest'
import { toSiwxMessage } from '../message/formatSiwxMessage.js'
import { parseSiwxMessage } from '../message/parseSiwxMessage.js'
import { chainA, chainB } from '../test/networks.js'
import { createTestAdapter } from '../test/testAdapter.js'
import {
  SiwxInitializeError,
  SiwxNoAddressError,
  SiwxNotEnabledError,
  SiwxSignatureDeclinedError,
  SiwxSmartAccountError,
} from './errors.js'
import { fromSiweConfig } from './fromSiweConfig.js'
import { getSiwx, type Siwx, siwx as siwxPlugin } from './siwx.js'
import type { SiwxConfig, SiwxSession } from './types.js'

/** The config's sign-in: every config of these tests lists the plug-in. */
const siwxOf = (config: Parameters<typeof getSiwx>[0]) => getSiwx(config) as Siwx

const first = '0xabc0000000000000000000000000000000000001'
const second = '0xabc0000000000000000000000000000000000002'

/**
 * An app's own sign-in backend, kept in a storage backend: single-use nonces, and a signature is accepted when
 * the test wallet made it for the exact message (the test adapter signs `signed:<message>`).
 */
function appBackend(
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
      if (server.refuse || !nonces.delete(parsed.nonce) || session.signature !== `signed:${session.message}`)
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

function world(
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
async function settled(config: ReturnType<typeof world>['config'], ...statuses: string[]) {
  for (let i = 0; i < 100; i++) {
    if (statuses.includes(siwxOf(config).state.status)) return siwxOf(config).state.status
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`status stayed ${siwxOf(config).state.status}`)
}

describe('sign-in after connecting', () => {
  test('the status is `checking` as soon as the connect returns, then `needed` when no session exists', async () => {
    const { config } = world()
    await config.ready
    const seen: string[] = []
    siwxOf(config).subscribe((state) => seen.push(state.status))
    expect(siwxOf(config).state).toMatchObject({ enabled: true, status: 'idle' })
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(siwxOf(config).state.status).toBe('checking')
    expect(await settled(config, 'needed')).toBe('needed')
    expect(siwxOf(config).state.caipAddress).toBe(`eip155:31337:${first}`)
    expect(seen.at(-1)).toBe('needed')
  })

  test('signing stores the session, tracks SIWX_AUTH_SUCCESS, and the signed text is the message for the account', async () => {
    const { config, events } = world()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    const result = await siwxOf(config).signIn()
    expect(result.status).toBe('success')
    expect(siwxOf(config).state.status).toBe('signedIn')
    const session = siwxOf(config).state.session
    expect(session?.data).toMatchObject({ chainId: 'eip155:31337', accountAddress: first, version: '1' })
    expect(session?.message).toContain('wants you to sign in with your Ethereum account:')
    expect(events).toContain('SIWX_AUTH_SUCCESS')
    expect(await siwxOf(config).getSessions('eip155:31337', first)).toHaveLength(1)
  })

  test('a declined signature is returned as SiwxSignatureDeclinedError, `declined`, and tracked as SIWX_AUTH_ERROR', async () => {
    const { config, evm, events } = world()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    evm.wallet.reject = true
    const result = await siwxOf(config).signIn()
    expect(result.status === 'error' && result.error).toBeInstanceOf(SiwxSignatureDeclinedError)
    expect(result.status === 'error' && result.error.message).toBe('Signature declined')
    expect(siwxOf(config).state).toMatchObject({
      status: 'declined',
      failure: 'declined',
      session: undefined,
    })
    expect(events).toContain('SIWX_AUTH_ERROR')
    evm.wallet.reject = false
    expect((await siwxOf(config).signIn()).status).toBe('success')
  })

  test("a smart account's refused signature is SiwxSmartAccountError", async () => {
    const { config, app } = world()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    config.account.set('eip155', 'preferredAccountType', 'smartAccount')
    app.server.refuse = true
    const result = await siwxOf(config).signIn()
    expect(result.status === 'error' && result.error).toBeInstanceOf(SiwxSmartAccountError)
    expect(result.status === 'error' && result.error.message).toBe(
      'This application might not support Smart Accounts',
    )
    expect(siwxOf(config).state.failure).toBe('smartAccount')
  })

  test('a failed session check disconnects, shows the siwxInitializeFailed toast and tracks SIWX_AUTH_ERROR', async () => {
    const { config, app, events } = world()
    app.server.failChecks = true
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    for (let i = 0; i < 100 && config.isConnected(); i++) await new Promise((r) => setTimeout(r, 5))
    expect(config.isConnected()).toBe(false)
    expect(config.toasts.state.toast).toMatchObject({ code: 'siwxInitializeFailed', variant: 'error' })
    expect(siwxOf(config).state.error).toBeUndefined()
    expect(new SiwxInitializeError().message).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(events).toEqual(expect.arrayContaining(['SIWX_AUTH_ERROR', 'DISCONNECT_SUCCESS']))
    expect(siwxOf(config).state.status).toBe('idle')
  })

  test('a network the app does not support asks nothing', async () => {
    const { config, evm } = world()
    evm.wallet.chain = 'eip155:999'
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await new Promise((r) => setTimeout(r, 20))
    expect(siwxOf(config).state.status).toBe('idle')
  })
})

describe('sessions over time', () => {
  test('a reload keeps a live session without asking again', async () => {
    const backend = memoryStorage()
    const one = world({ backend })
    await one.config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(one.config, 'needed')
    await siwxOf(one.config).signIn()
    one.config.destroy()

    const two = world({ backend })
    // The stored connection restores; the session is found, nothing is asked.
    await two.config.ready
    expect(await settled(two.config, 'signedIn', 'needed')).toBe('signedIn')
  })

  test('switching to an account or a network without a session asks again; back to the first finds its session', async () => {
    const { config, evm } = world()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    await siwxOf(config).signIn()
    evm.emit({ type: 'accounts', accounts: [{ namespace: 'eip155', address: second, type: 'eoa' }] })
    expect(siwxOf(config).state.status).toBe('checking')
    expect(await settled(config, 'needed')).toBe('needed')
    expect(siwxOf(config).state.caipAddress).toBe(`eip155:31337:${second}`)
    evm.emit({ type: 'accounts', accounts: [{ namespace: 'eip155', address: first, type: 'eoa' }] })
    expect(await settled(config, 'signedIn', 'needed')).toBe('signedIn')
    await config.switchNetwork(chainB)
    expect(await settled(config, 'signedIn', 'needed')).toBe('needed')
    expect(siwxOf(config).state.caipAddress).toBe(`eip155:31338:${first}`)
  })

  test('an expired session asks again, at its expiry and after a reload', async () => {
    let clock = Date.parse('2026-03-01T10:00:00.000Z')
    const backend = memoryStorage()
    const one = world({ backend, ttl: 60, now: () => clock })
    await one.config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(one.config, 'needed')
    await siwxOf(one.config).signIn()
    expect(siwxOf(one.config).state.status).toBe('signedIn')
    clock += 61
    // The expiry timer looks again (60 ms after signing, by the real timer).
    expect(await settled(one.config, 'needed')).toBe('needed')
    one.config.destroy()

    const two = world({ backend, ttl: 60, now: () => clock })
    await two.config.ready
    expect(await settled(two.config, 'signedIn', 'needed')).toBe('needed')
  })

  test('disconnect signs out (signOutOnDisconnect); signOut revokes and, when optional, asks nothing', async () => {
    const { config, app } = world()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    await siwxOf(config).signIn()
    await siwxOf(config).signOut()
    expect(siwxOf(config).state).toMatchObject({ status: 'dismissed', session: undefined })
    expect(app.server.calls).toContain(`revoke:eip155:31337:${first}`)
    await siwxOf(config).signIn()
    app.server.calls.length = 0
    await config.disconnect()
    expect(app.server.calls).toEqual([`revoke:eip155:31337:${first}`])
    expect(siwxOf(config).state.status).toBe('idle')
    expect(await siwxOf(config).getSessions('eip155:31337', first)).toEqual([])
  })
})

describe('required sign-in', () => {
  test('cancel disconnects when required; the modal may not close while no session exists', async () => {
    const { config } = world({ required: true })
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    expect(siwxOf(config).isRequired()).toBe(true)
    expect(siwxOf(config).blocksClose()).toBe(true)
    expect(await siwxOf(config).cancel()).toBe('disconnected')
    expect(config.isConnected()).toBe(false)
    expect(siwxOf(config).blocksClose()).toBe(false)
  })

  test('signing in lifts the block', async () => {
    const { config } = world({ required: true })
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    await siwxOf(config).signIn()
    expect(siwxOf(config).blocksClose()).toBe(false)
  })

  test('optional: cancel dismisses, stays connected and nothing is asked again for that account', async () => {
    const { config } = world()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    expect(siwxOf(config).blocksClose()).toBe(false)
    expect(await siwxOf(config).cancel()).toBe('dismissed')
    expect(config.isConnected()).toBe(true)
    expect(siwxOf(config).state.status).toBe('dismissed')
  })
})

describe('prerequisites and options', () => {
  test('without the plug-in: no sign-in, and no one-click sign-in for a connector', () => {
    let hooks: PluginContext['hooks'] | undefined
    const probe = {
      id: 'probe',
      type: 'extension' as const,
      setup: (context: PluginContext) => {
        hooks = context.hooks
        return {}
      },
    }
    const config = createConfig({
      projectId: 'p',
      networks: [chainA],
      adapters: [createTestAdapter('eip155').adapter],
      plugins: [probe],
    })
    expect(getSiwx(config)).toBeUndefined()
    expect(hooks?.oneClickSignIn).toBeUndefined()
    expect(new SiwxNotEnabledError().message).toBe('SIWX is not enabled')
  })

  test('not connected: signIn throws SiwxNoAddressError', async () => {
    const { config } = world()
    await expect(siwxOf(config).signIn()).rejects.toThrow(SiwxNoAddressError)
    await expect(siwxOf(config).signIn()).rejects.toThrow('No ActiveCaipAddress found')
  })

  test('a second sign-in plug-in is refused', () => {
    const { siwx } = appBackend()
    expect(() =>
      createConfig({
        networks: [chainA],
        adapters: [],
        plugins: [
          siwxPlugin(siwx),
          siwxPlugin(
            fromSiweConfig({
              getMessageParams: async () => ({ domain: 'a.example', uri: 'https://a.example' }),
              getNonce: async () => 'abcdefgh1',
              verifyMessage: async () => true,
              getSession: async () => null,
              signOut: async () => true,
            }),
          ),
        ],
      }),
    ).toThrow(DuplicatePluginError)
  })

  test('a legacy siweConfig signs in through its own server calls', async () => {
    let session: { address: string; chainId: number } | null = null
    const calls: string[] = []
    const config = createConfig({
      projectId: 'p',
      networks: [chainA],
      adapters: [createTestAdapter('eip155', [first]).adapter],
      storage: memoryStorage(),
      plugins: [
        siwxPlugin(
          fromSiweConfig({
            getMessageParams: async () => ({
              domain: 'a.example',
              uri: 'https://a.example',
              statement: 'Hi',
              expiry: 600,
            }),
            getNonce: async () => 'abcdefgh1',
            verifyMessage: async ({ message, signature }) => {
              calls.push('verify')
              return signature === `signed:${message}`
            },
            getSession: async () => session,
            signOut: async () => {
              session = null
              calls.push('signOut')
              return true
            },
            onSignIn: (s) => {
              session = s
            },
          }),
        ),
      ],
    })
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    expect((await siwxOf(config).signIn()).status).toBe('success')
    expect(session).toEqual({ address: first, chainId: 31337 })
    expect(siwxOf(config).state.session?.message).toContain('Nonce: abcdefgh1')
    await config.disconnect()
    expect(calls).toEqual(['verify', 'signOut'])
  })

  test('setSessions (e.g. from a one-click sign-in) signs the active account in without a prompt', async () => {
    const { config } = world()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    const message = toSiwxMessage({
      chainId: 'eip155:31337',
      accountAddress: first,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'oneclick1',
      issuedAt: new Date().toISOString(),
      expirationTime: new Date(Date.now() + 60_000).toISOString(),
    })
    const { toString: _, ...data } = message
    await siwxOf(config).setSessions([{ data, message: message.toString(), signature: 'cacao' }])
    expect(await settled(config, 'signedIn', 'needed')).toBe('signedIn')
  })
})
