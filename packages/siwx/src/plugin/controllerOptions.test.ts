import { createConfig, DuplicatePluginError, memoryStorage, type PluginContext } from '@portico/core'
import { createTestAdapter } from '@portico/core/testing'
import { describe, expect, test } from 'vitest'
import { toSiwxMessage } from '../message/formatSiwxMessage.js'
import { chainA } from '../test/networks.js'
import { appBackend, first, settled, siwxOf, world } from '../test/siwxWorld.js'
import { SiwxNoAddressError, SiwxNotEnabledError } from './errors.js'
import { fromSiweConfig } from './fromSiweConfig.js'
import { getSiwx, siwx as siwxPlugin } from './siwx.js'

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
              return signature === `0xsigned:${message}`
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
