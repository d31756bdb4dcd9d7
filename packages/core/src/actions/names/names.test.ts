import { devnetAccount } from '@portico/devnet/contracts'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { evmCoinType } from '../../api/evmCoinType.js'
import { getSendController } from '../../controllers/send.js'
import { createConfig } from '../../createConfig.js'
import { UserRejectedRequestError } from '../../errors/rpc.js'
import { InvalidChainIdError, RegisterNameError } from '../../errors/thrown.js'
import type { Network } from '../../networks/types.js'
import { memoryStorage } from '../../storage/backends/memory.js'
import { solanaLocal } from '../../test/networks.js'
import { createTestAdapter } from '../../testing/createTestAdapter.js'
import '../../test/swapWorld.js'
import { accountNameLabel, accountNameRuleBreak } from './accountNameRules.js'
import { checkAccountName } from './checkAccountName.js'
import { getAccountNameSuggestions } from './getAccountNameSuggestions.js'
import { registerAccountName } from './registerAccountName.js'

// Account names against the real blockchain API and devnet (the package's global setup). The wallet behind
// the test adapter signs with real devnet accounts, so the API verifies every signature.
const world = inject('swapWorld')
const devnet: Network = {
  id: world.chainId,
  caipNetworkId: `eip155:${world.chainId}`,
  name: 'Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [world.rpcUrl] } },
  testnet: false,
}
// A chain id with no coin type: names are not offered there.
const hugeChain: Network = { ...devnet, id: 2 ** 31, caipNetworkId: `eip155:${2 ** 31}`, name: 'Huge' }

/** A label no other run used (the API's database lives as long as the package's test run). */
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

const configs: { destroy(): void }[] = []
afterEach(() => {
  for (const config of configs.splice(0)) config.destroy()
})

async function setup({ accountIndex = 7, network = devnet, connect = true } = {}) {
  const signer = devnetAccount(accountIndex)
  const evm = createTestAdapter('eip155', [signer.address])
  const signed: string[] = []
  evm.adapter.signMessage = async ({ message }) => {
    if (evm.wallet.reject) throw new UserRejectedRequestError()
    if (typeof message !== 'string') throw new Error('names sign text')
    signed.push(message)
    return { signature: await signer.signMessage({ message }) }
  }
  const requests: string[] = []
  const config = createConfig({
    projectId: world.projectId,
    networks: [network, solanaLocal],
    defaultNetwork: network,
    adapters: [
      evm.adapter,
      createTestAdapter('solana', ['So11111111111111111111111111111111111111112']).adapter,
    ],
    storage: memoryStorage(),
    api: {
      url: world.apiUrl,
      fetch: (input, init) => {
        requests.push(String(input))
        return fetch(input, init)
      },
    },
  })
  configs.push(config)
  if (connect) await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
  return { config, evm, signed, requests, address: signer.address }
}

describe('the rules', () => {
  test('a name is letters, digits or hyphens, at least 4 characters; the zone suffix is optional', () => {
    expect(accountNameLabel('Alice.portico.id', 'portico.id')).toBe('alice')
    expect(accountNameRuleBreak('alice')).toBeUndefined()
    expect(accountNameRuleBreak('a-b-1')).toBeUndefined()
    expect(accountNameRuleBreak('abc')).toBe('tooShort')
    expect(accountNameRuleBreak('')).toBe('tooShort')
    expect(accountNameRuleBreak('bad_name')).toBe('characters')
    expect(accountNameRuleBreak('alice.eth')).toBe('characters')
    expect(accountNameRuleBreak('a'.repeat(64))).toBe('tooLong')
  })

  test("a chain id of 2147483648 or more has no coin type: 'Invalid chainId'", () => {
    expect(evmCoinType(1)).toBe(60)
    expect(evmCoinType(2 ** 31 - 1)).toBe(0xffffffff)
    expect(() => evmCoinType(2 ** 31)).toThrow(InvalidChainIdError)
    expect(() => evmCoinType(2 ** 31)).toThrow('Invalid chainId')
  })
})

describe('checkAccountName', () => {
  test('rule-breaking names are invalid without asking the API', async () => {
    const { config, requests } = await setup()
    requests.length = 0
    await expect(checkAccountName(config, 'abc')).resolves.toEqual({
      status: 'invalid',
      label: 'abc',
      reason: 'tooShort',
    })
    await expect(checkAccountName(config, 'no_way')).resolves.toMatchObject({ reason: 'characters' })
    expect(requests.filter((url) => url.includes('/v1/profile/'))).toEqual([])
  })

  test('a free name is available; once registered it is taken, for any account', async () => {
    const label = unique('check')
    const { config } = await setup()
    await expect(checkAccountName(config, label)).resolves.toEqual({
      status: 'available',
      label,
      name: `${label}.portico.id`,
    })
    await registerAccountName(config, label)
    const other = await setup({ accountIndex: 8 })
    await expect(checkAccountName(other.config, `${label}.portico.id`)).resolves.toMatchObject({
      status: 'taken',
      name: `${label}.portico.id`,
    })
  })

  test('names are unsupported off eip155, and on a chain id without a coin type', async () => {
    const { config } = await setup()
    await config.switchNetwork(solanaLocal)
    await config.connect({ namespace: 'solana', connectorId: 'test-wallet' })
    await expect(checkAccountName(config, 'alice')).resolves.toEqual({
      status: 'unsupported',
      reason: 'namespace',
    })
    const huge = await setup({ network: hugeChain })
    await expect(checkAccountName(huge.config, 'alice')).resolves.toEqual({
      status: 'unsupported',
      reason: 'chainId',
    })
    await expect(getAccountNameSuggestions(huge.config, 'alice')).resolves.toEqual([])
  })
})

describe('getAccountNameSuggestions', () => {
  test('free names like the typed one, in the zone; a registered one is left out', async () => {
    const typed = unique('sg').slice(0, 12)
    const { config } = await setup()
    const first = await getAccountNameSuggestions(config, typed)
    expect(first.length).toBeGreaterThan(2)
    for (const suggestion of first) {
      expect(suggestion.name).toBe(`${suggestion.label}.portico.id`)
      expect(suggestion.label.startsWith(typed)).toBe(true)
    }
    const taken = first[1]!
    await registerAccountName(config, taken.label)
    const after = await getAccountNameSuggestions(config, typed)
    expect(after.map((s) => s.name)).not.toContain(taken.name)
  })
})

describe('registerAccountName', () => {
  test('the wallet signs the name, chain id and server nonce; the API stores it; it is the profile name', async () => {
    const label = unique('reg')
    const { config, signed, address } = await setup({ accountIndex: 9 })
    const { name } = await registerAccountName(config, label)
    expect(name).toBe(`${label}.portico.id`)
    expect(config.getAccount()?.profileName).toBe(name)
    const message = JSON.parse(signed[0]!)
    expect(message).toEqual({
      name,
      attributes: {},
      timestamp: expect.any(Number),
      chainId: world.chainId,
      nonce: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    expect(Math.abs(message.timestamp - Date.now() / 1000)).toBeLessThan(60)
    // The API resolves it both ways.
    const record = await config.api!.lookupName({ name, caipNetworkId: devnet.caipNetworkId })
    expect(record.addresses[String(evmCoinType(world.chainId))]?.address.toLowerCase()).toBe(
      address.toLowerCase(),
    )

    // A new page (a fresh config and client): the reverse lookup on connect names the account again.
    const reloaded = await setup({ accountIndex: 9 })
    await expect.poll(() => reloaded.config.getAccount()?.profileName).toBe(name)
  })

  test("a declined signature throws 'Error registering name <name>' and changes nothing", async () => {
    const label = unique('declined')
    const { config, evm } = await setup({ accountIndex: 10 })
    evm.wallet.reject = true
    const error = await registerAccountName(config, label).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RegisterNameError)
    expect((error as Error).message).toBe(`Error registering name ${label}.portico.id`)
    expect((error as RegisterNameError).walk()).toBeInstanceOf(UserRejectedRequestError)
    expect(config.getAccount()?.profileName).toBeUndefined()
    await expect(checkAccountName(config, label)).resolves.toMatchObject({ status: 'available' })
  })

  test('a taken name, a rule-breaking name and an unsupported chain are refused', async () => {
    const label = unique('taken')
    const owner = await setup({ accountIndex: 11 })
    await registerAccountName(owner.config, label)
    const { config } = await setup({ accountIndex: 12 })
    await expect(registerAccountName(config, label)).rejects.toThrow(
      `Error registering name ${label}.portico.id`,
    )
    await expect(registerAccountName(config, 'abc')).rejects.toThrow('Error registering name abc.portico.id')
    expect(config.getAccount()?.profileName).toBeUndefined()
    const huge = await setup({ network: hugeChain, accountIndex: 12 })
    await expect(registerAccountName(huge.config, 'alice')).rejects.toBeInstanceOf(RegisterNameError)
  })
})

describe('the profile name', () => {
  test('comes from the reverse lookup on connect, cached 5 min, and goes with the account', async () => {
    const label = unique('profile')
    const owner = await setup({ accountIndex: 13 })
    await registerAccountName(owner.config, label)

    const { config, evm, requests } = await setup({ accountIndex: 13 })
    await expect.poll(() => config.getAccount()?.profileName).toBe(`${label}.portico.id`)
    const reverse = () => requests.filter((url) => url.includes('/v1/profile/reverse/')).length
    expect(reverse()).toBe(1)
    // Another network of the same namespace: the cached answer, no new request.
    await config.disconnect()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await expect.poll(() => config.getAccount()?.profileName).toBe(`${label}.portico.id`)
    expect(reverse()).toBe(1)

    // The wallet moves to an account without a name: the name goes at once.
    const other = devnetAccount(14).address
    evm.emit({ type: 'accounts', accounts: [{ namespace: 'eip155', address: other, type: 'eoa' }] })
    await expect.poll(() => config.getAccount()?.address).toBe(other)
    expect(config.getAccount()?.profileName).toBeUndefined()
  })
})

describe("Send's receiver", () => {
  test('an address that holds a name shows with it', async () => {
    const label = unique('receiver')
    const owner = await setup({ accountIndex: 15 })
    await registerAccountName(owner.config, label)
    const { config } = await setup({ accountIndex: 16 })
    const send = getSendController(config)
    await expect(send.setReceiver(owner.address)).resolves.toBe(owner.address)
    expect(send.state.receiverProfileName).toBe(`${label}.portico.id`)
    // An address without a name: the address alone.
    await send.setReceiver(devnetAccount(17).address)
    expect(send.state.receiverProfileName).toBeUndefined()
  })
})
