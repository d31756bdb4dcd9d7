import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { isProcessAlive as alive } from '@portico/dev-utils'
import { address, payments } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { litecoinRegtest } from './network.js'
import { NodeRpcError } from './rpc.js'
import { startBitcoinDevnet } from './startBitcoinDevnet.js'
import type { BitcoinDevnet } from './types.js'

let devnet: BitcoinDevnet

beforeAll(async () => {
  devnet = await startBitcoinDevnet()
})
afterAll(() => devnet?.stop())

describe('startBitcoinDevnet', () => {
  test('litecoind regtest with its genesis as the CAIP-2 reference, on free ports', async () => {
    const info = await devnet.rpc<{ chain: string; blocks: number }>('getblockchaininfo')
    expect(info.chain).toBe('regtest')
    expect(info.blocks).toBe(110)
    expect(devnet.caipNetworkId).toBe('bip122:530827f38f93b43ed12af0b3ad25a288')
    expect(devnet.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(devnet.rpcUrl.endsWith(':19443')).toBe(false)
    expect(devnet.p2pPort).not.toBe(19444)
  })

  test('the bitcoinjs network parameters match what the node hands out', async () => {
    const rpc = devnet.rpc
    const bech32 = await rpc<string>('getnewaddress', ['', 'bech32'], devnet.faucetWallet)
    const legacy = await rpc<string>('getnewaddress', ['', 'legacy'], devnet.faucetWallet)
    const p2sh = await rpc<string>('getnewaddress', ['', 'p2sh-segwit'], devnet.faucetWallet)
    expect(bech32.startsWith('rltc1q')).toBe(true)
    expect(address.fromBech32(bech32).prefix).toBe(litecoinRegtest.bech32)
    expect(address.fromBase58Check(legacy).version).toBe(litecoinRegtest.pubKeyHash)
    expect(address.fromBase58Check(p2sh).version).toBe(litecoinRegtest.scriptHash)
    for (const each of [bech32, legacy, p2sh]) {
      expect(() => address.toOutputScript(each, litecoinRegtest)).not.toThrow()
    }
    // The node's key for the legacy address, re-encoded by bitcoinjs, gives the same address.
    const wif = await rpc<string>('dumpprivkey', [legacy], devnet.faucetWallet)
    const { pubkey } = await rpc<{ pubkey: string }>('getaddressinfo', [legacy], devnet.faucetWallet)
    expect(payments.p2pkh({ pubkey: Buffer.from(pubkey, 'hex'), network: litecoinRegtest }).address).toBe(
      legacy,
    )
    expect(wif).toHaveLength(52)
    expect(wif[0]).toBe('c') // version 0xef, compressed key
  })

  test('fund() pays an address and mines it; mine() adds blocks', async () => {
    const to = payments.p2wpkh({ hash: new Uint8Array(20).fill(7), network: litecoinRegtest }).address!
    const { txid } = await devnet.fund(to, '1.25')
    type Tx = { confirmations: number; vout: { value: number; scriptPubKey: { addresses?: string[] } }[] }
    const tx = await devnet.rpc<Tx>('getrawtransaction', [txid, true])
    expect(tx.confirmations).toBe(1)
    expect(tx.vout.some((out) => out.value === 1.25 && out.scriptPubKey.addresses?.[0] === to)).toBe(true)
    const before = await devnet.rpc<number>('getblockcount')
    expect(await devnet.mine(3)).toHaveLength(3)
    expect(await devnet.rpc<number>('getblockcount')).toBe(before + 3)
  })

  test('relay policy: a dust output is refused by the node', async () => {
    const to = payments.p2wpkh({ hash: new Uint8Array(20).fill(9), network: litecoinRegtest }).address!
    // 98 vB (output + the input that spends it) × 30 sat/vB = 2940 sats is the p2wpkh dust threshold.
    const { faucetWallet: wallet, rpc } = devnet
    const [coin] = await rpc<{ txid: string; vout: number; amount: number }[]>('listunspent', [1], wallet)
    if (!coin) throw new Error('the faucet has no coin')
    // The node wallet itself refuses dust ("amount too small"), so the transaction is built by hand.
    const accept = async (sats: number) => {
      const change = (Math.round(coin.amount * 1e8) - sats - 10_000) / 1e8
      const outputs = [{ [to]: (sats / 1e8).toFixed(8) }, { [devnet.faucetAddress]: change.toFixed(8) }]
      const raw = await rpc<string>('createrawtransaction', [[{ txid: coin.txid, vout: coin.vout }], outputs])
      const { hex } = await rpc<{ hex: string }>('signrawtransactionwithwallet', [raw], wallet)
      const [result] = await rpc<{ allowed: boolean; 'reject-reason'?: string }[]>('testmempoolaccept', [
        [hex],
      ])
      return result
    }
    expect(await accept(2939)).toMatchObject({ allowed: false, 'reject-reason': 'dust' })
    expect(await accept(2940)).toMatchObject({ allowed: true })
    const error = await rpc('sendtoaddress', [to, '0.00002939'], wallet).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NodeRpcError)
  })

  test('stop() leaves no process and no data dir behind', async () => {
    const other = await startBitcoinDevnet({ initialBlocks: 1 })
    const { pids, dataDir } = other
    expect(pids.every(alive)).toBe(true)
    await other.stop()
    expect(pids.some(alive)).toBe(false)
    expect(existsSync(dataDir)).toBe(false)
    expect(execFileSync('ps', ['-eo', 'args']).toString()).not.toContain(dataDir)
  })
})
