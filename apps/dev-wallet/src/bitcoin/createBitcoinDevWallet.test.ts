import { type BitcoinDevnet, startBitcoinDevnet } from '@portico/devnet-bitcoin'
import type { WalletAccount } from '@wallet-standard/base'
import { Psbt, payments } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DevWalletRequest } from '../types.js'
import { type BitcoinDevWallet, createBitcoinDevWallet } from './createBitcoinDevWallet.js'
import { createSatsConnectProvider } from './satsConnectProvider.js'

let devnet: BitcoinDevnet
let dev: BitcoinDevWallet
const asked: DevWalletRequest[] = []
let answer = true

beforeAll(async () => {
  devnet = await startBitcoinDevnet()
  dev = createBitcoinDevWallet({
    network: devnet.network,
    chains: [devnet.caipNetworkId],
    policy: 'prompt',
    prompt: async (request) => {
      asked.push(request)
      return answer
    },
    symbol: 'LTC',
  })
}, 180_000)
afterAll(() => devnet?.stop())

type Features = {
  'bitcoin:connect': {
    connect(input: { purposes: string[] }): Promise<{ accounts: readonly WalletAccount[] }>
  }
  'bitcoin:signPsbt': {
    signPsbt(input: {
      psbt: Uint8Array
      chain: string
      inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
    }): Promise<{ signedPsbt: Uint8Array }[]>
  }
  'bitcoin:signMessage': {
    signMessage(input: {
      account: WalletAccount
      message: Uint8Array
      protocol?: string
    }): Promise<{ signature: Uint8Array }[]>
  }
}
const feature = <K extends keyof Features>(name: K) => dev.wallet.features[name] as Features[K]
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: { code?: number }) => e.code,
  )

/** A PSBT spending the funding output of `txid` that pays `account`, to a node address with change back. */
async function psbtFrom(txid: string, account: { address: string; publicKey: string }, taproot = false) {
  const tx = await devnet.rpc<{
    vout: { n: number; value: number; scriptPubKey: { hex: string; addresses?: string[] } }[]
  }>('getrawtransaction', [txid, true])
  const out = tx.vout.find((o) => o.scriptPubKey.addresses?.[0] === account.address)
  if (!out) throw new Error('no output to the account')
  const value = BigInt(Math.round(out.value * 1e8))
  const psbt = new Psbt({ network: devnet.network })
  psbt.addInput({
    hash: txid,
    index: out.n,
    witnessUtxo: { script: Buffer.from(out.scriptPubKey.hex, 'hex'), value },
    ...(taproot ? { tapInternalKey: Buffer.from(account.publicKey, 'hex') } : {}),
  })
  const to = await devnet.rpc<string>('getnewaddress', ['', 'bech32'], devnet.faucetWallet)
  psbt.addOutput({ address: to, value: 10_000_000n })
  psbt.addOutput({ address: account.address, value: value - 10_000_000n - 1_000n })
  return psbt
}

describe('Bitcoin dev wallet', () => {
  test('connect asks through the prompt; a rejection is 4001 and authorizes nothing', async () => {
    answer = false
    expect(await codeOf(feature('bitcoin:connect').connect({ purposes: ['payment', 'ordinals'] }))).toBe(4001)
    expect(dev.wallet.accounts).toEqual([])
    answer = true
    const { accounts } = await feature('bitcoin:connect').connect({ purposes: ['payment', 'ordinals'] })
    expect(accounts.map((a) => a.address)).toEqual([dev.payment.address, dev.ordinals.address])
    expect(dev.payment.address).toMatch(/^rltc1q/)
    expect(dev.ordinals.address).toMatch(/^rltc1p/)
    expect(asked.at(-1)).toMatchObject({ method: 'bitcoin:connect' })
    expect(asked.at(-1)?.summary).toContain(dev.payment.address)
  })

  test('remembers the site in its storage: after a reload its accounts are there without asking; a disconnect forgets', async () => {
    const storage = new Map<string, string>()
    const permissionStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    }
    const prompts: string[] = []
    const open = () =>
      createBitcoinDevWallet({
        network: devnet.network,
        chains: [devnet.caipNetworkId],
        policy: 'prompt',
        prompt: async ({ method }) => {
          prompts.push(method)
          return true
        },
        permissionStorage,
      })
    const addresses = (accounts: readonly WalletAccount[]) => accounts.map((each) => each.address)
    const silently = (wallet: BitcoinDevWallet) =>
      (
        wallet.wallet.features['standard:connect'] as {
          connect(input: { silent: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
        }
      ).connect({ silent: true })
    const first = open()
    expect(addresses((await silently(first)).accounts)).toEqual([])
    await (first.wallet.features['bitcoin:connect'] as Features['bitcoin:connect']).connect({
      purposes: ['payment'],
    })
    expect(prompts).toEqual(['bitcoin:connect'])

    // The page reloads: a new wallet on the same storage has the purposes it was given, and asks nothing.
    const second = open()
    expect(addresses(second.wallet.accounts)).toEqual([second.payment.address])
    expect(addresses((await silently(second)).accounts)).toEqual([second.payment.address])
    expect(prompts).toEqual(['bitcoin:connect'])

    second.disconnect()
    expect(storage.size).toBe(0)
    expect(open().wallet.accounts).toEqual([])
  })

  test('signs PSBT inputs of its p2wpkh and p2tr accounts; the node accepts the transactions', async () => {
    for (const [account, taproot] of [
      [dev.payment, false],
      [dev.ordinals, true],
    ] as const) {
      const { txid } = await devnet.fund(account.address, '0.5')
      const psbt = await psbtFrom(txid, account, taproot)
      const walletAccount = dev.wallet.accounts.find((a) => a.address === account.address)!
      const [output] = await feature('bitcoin:signPsbt').signPsbt({
        psbt: psbt.toBuffer(),
        chain: devnet.caipNetworkId,
        inputsToSign: [{ account: walletAccount, signingIndexes: [0] }],
      })
      expect(asked.at(-1)?.summary).toMatch(
        /Pay rltc1q\w+: 0\.1 LTC\nChange to rltc1\w+: 0\.39999 LTC\nFee: 0\.00001 LTC/,
      )
      const signed = Psbt.fromBuffer(output!.signedPsbt, { network: devnet.network }).finalizeAllInputs()
      const hex = signed.extractTransaction().toHex()
      const [result] = await devnet.rpc<{ allowed: boolean }[]>('testmempoolaccept', [[hex]])
      expect(result).toMatchObject({ allowed: true })
    }
  })

  test('refuses inputs that are not its own, unknown chains, and rejected prompts', async () => {
    const { txid } = await devnet.fund(dev.payment.address, '0.2')
    const psbt = await psbtFrom(txid, dev.payment)
    const [payment, ordinals] = dev.wallet.accounts as [WalletAccount, WalletAccount]
    const sign = (account: WalletAccount, chain: string = devnet.caipNetworkId) =>
      codeOf(
        feature('bitcoin:signPsbt').signPsbt({
          psbt: psbt.toBuffer(),
          chain,
          inputsToSign: [{ account, signingIndexes: [0] }],
        }),
      )
    expect(await sign(ordinals)).toBe(-32602)
    expect(await sign(payment, 'bitcoin:mainnet')).toBe(4901)
    answer = false
    expect(await sign(payment)).toBe(4001)
    answer = true
  })

  test('legacy message signatures verify with the node (P2PKH address of the same key)', async () => {
    const [payment] = dev.wallet.accounts as [WalletAccount]
    const message = 'portico'
    const [output] = await feature('bitcoin:signMessage').signMessage({
      account: payment,
      message: new TextEncoder().encode(message),
      protocol: 'legacy',
    })
    const signature = Buffer.from(output!.signature).toString('base64')
    const p2pkh = payments.p2pkh({
      pubkey: Buffer.from(dev.payment.publicKey, 'hex'),
      network: devnet.network,
    })
    expect(await devnet.rpc('verifymessage', [p2pkh.address, signature, message])).toBe(true)
  })

  test('the sats-connect facade answers JSON-RPC envelopes; a refusal is -32000', async () => {
    const provider = createSatsConnectProvider(dev)
    const accounts = await provider.request('getAccounts', { purposes: ['payment', 'ordinals'] })
    expect(accounts).toMatchObject({
      jsonrpc: '2.0',
      result: [
        { address: dev.payment.address, purpose: 'payment', addressType: 'p2wpkh' },
        { address: dev.ordinals.address, purpose: 'ordinals', addressType: 'p2tr' },
      ],
    })
    answer = false
    expect(
      await provider.request('signMessage', { address: dev.payment.address, message: 'x' }),
    ).toMatchObject({
      error: { code: -32000 },
    })
    answer = true
    expect(await provider.request('nope')).toMatchObject({ error: { code: -32601 } })
  })
})
