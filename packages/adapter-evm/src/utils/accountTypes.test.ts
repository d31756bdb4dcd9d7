import type { AdapterEvent } from '@portico/core'
import { createDevWallet } from '@portico/dev-wallet'
import { type Devnet, startDevnet } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEvmAdapter } from '../adapter.js'
import { anvilKeys, DEV_WALLET_ID, devnetNetwork } from '../test/devnet.js'

// A wallet whose account holds contract code (the devnet's SmartAccount, owned by test account 0) is a smart
// account: its signatures are checked by ERC-1271, which the sign-in names when one fails.

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const chain = () => devnet.chains[0]!

function smartAccountWallet() {
  return createDevWallet({
    chains: [{ id: chain().chainId, name: 'Devnet', rpcUrl: chain().rpcUrl }],
    policy: 'approve',
    privateKey: anvilKeys[0],
    smartAccount: { address: chain().addresses.smartAccount },
  })
}

describe('account types', () => {
  test('connect and reconnect type an account with contract code as a smart account, others as EOAs', async () => {
    const wallet = smartAccountWallet()
    const target = new EventTarget()
    const stop = wallet.announce(target)
    const network = devnetNetwork(chain())
    const adapter = createEvmAdapter({ target })
    expect((await adapter.connect({ connectorId: DEV_WALLET_ID, network })).accounts).toEqual([
      { namespace: 'eip155', address: chain().addresses.smartAccount, type: 'smartAccount' },
    ])
    const reloaded = createEvmAdapter({ target })
    expect((await reloaded.reconnect({ connectorId: DEV_WALLET_ID, network }))?.accounts).toEqual([
      { namespace: 'eip155', address: chain().addresses.smartAccount, type: 'smartAccount' },
    ])
    adapter.destroy()
    reloaded.destroy()
    stop()
  })

  test('an account the wallet switches to is announced as a smart account once its code is read', async () => {
    const plain = createDevWallet({
      chains: [{ id: chain().chainId, name: 'Devnet', rpcUrl: chain().rpcUrl }],
      policy: 'approve',
      privateKey: anvilKeys[1],
    })
    // The dev wallet holds one account; this provider around it can say the wallet changed to another.
    const listeners = new Set<(accounts: string[]) => void>()
    const provider = {
      request: plain.provider.request,
      on: (event: string, listener: (accounts: string[]) => void) => {
        if (event === 'accountsChanged') listeners.add(listener)
      },
      removeListener: (_event: string, listener: (accounts: string[]) => void) => listeners.delete(listener),
    }
    const target = new EventTarget()
    const adapter = createEvmAdapter({ target })
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: plain.info, provider }) }),
    )
    const connected = await adapter.connect({ connectorId: DEV_WALLET_ID, network: devnetNetwork(chain()) })
    expect(connected.accounts[0]?.type).toBe('eoa')
    const events: AdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    const smartAccount = chain().addresses.smartAccount
    for (const listener of listeners) listener([smartAccount])
    // At once as the wallet gave it, then as what it is.
    expect(events).toEqual([
      { type: 'accounts', accounts: [{ namespace: 'eip155', address: smartAccount, type: 'eoa' }] },
    ])
    await expect.poll(() => events.length).toBe(2)
    expect(events[1]).toEqual({
      type: 'accounts',
      accounts: [{ namespace: 'eip155', address: smartAccount, type: 'smartAccount' }],
    })
    // Known from now on: the next change to it carries the type at once, with nothing after it.
    for (const listener of listeners) listener([plain.address])
    for (const listener of listeners) listener([smartAccount])
    expect(events.slice(2)).toEqual([
      { type: 'accounts', accounts: [{ namespace: 'eip155', address: plain.address, type: 'eoa' }] },
      { type: 'accounts', accounts: [{ namespace: 'eip155', address: smartAccount, type: 'smartAccount' }] },
    ])
    adapter.destroy()
  })
})
