import { type BitcoinDevnet, startBitcoinDevnet } from '@portico/devnet-bitcoin'
import { Hono } from 'hono'
import { afterAll, beforeAll } from 'vitest'
import { createUtxoNodes } from '../esplora/createUtxoNodes.js'
import { esploraRoutes } from '../routes/esplora.js'

// A real regtest node behind the Esplora routes (routes/esplora.test.ts), a second node network that never
// answers, and the shapes the routes reply with.

/** The node wallet whose addresses the tests fund, so the faucet never spends their coins. */
const OTHER = 'other'

/** Starts the node and mounts the routes at `/esplora`; `base` is the node's network prefix. */
export async function startEsploraNode() {
  const devnet: BitcoinDevnet = await startBitcoinDevnet()
  try {
    await devnet.rpc('createwallet', [OTHER])
  } catch (error) {
    await devnet.stop()
    throw error
  }
  const { rpcUrl, rpcAuth, caipNetworkId } = devnet
  const nodes = {
    [caipNetworkId]: { rpcUrl, rpcAuth },
    'bip122:00000000000000000000000000000000': { rpcUrl: 'http://127.0.0.1:9', rpcAuth },
  }
  const app = new Hono().route('/esplora', esploraRoutes({ nodes: createUtxoNodes(nodes) }))
  return { devnet, app, base: `/esplora/${caipNetworkId}` }
}

/** Starts the node for a test file (stopped after it) and answers its parts and the routes' calls. */
export function useEsploraNode() {
  let started: Awaited<ReturnType<typeof startEsploraNode>> | undefined
  beforeAll(async () => {
    started = await startEsploraNode()
  }, 120_000)
  afterAll(() => started?.devnet.stop())
  const node = () => {
    if (!started) throw new Error('the Esplora node is not started')
    return started
  }
  return {
    get devnet() {
      return node().devnet
    },
    /** The routes' prefix for the node's network. */
    get base() {
      return node().base
    },
    /** The routes' raw answer to a GET of `path`. */
    request: (path: string) => node().app.request(path),
    get: (path: string) => getText(node().app, path),
    post: (path: string, body: string) => postText(node().app, path, body),
    /** A new address of the second wallet. */
    newAddress: () => newOtherAddress(node().devnet),
    /** Signs a raw transaction with the second wallet's keys. */
    sign: (raw: string) => signWithOther(node().devnet, raw),
  }
}

export const getText = async (app: Hono, path: string) => {
  const response = await app.request(path)
  const text = await response.text()
  return { status: response.status, text, json: () => JSON.parse(text) }
}
export const postText = async (app: Hono, path: string, body: string) => {
  const response = await app.request(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain' },
  })
  return { status: response.status, text: await response.text() }
}
/** A new address of the second wallet. */
export const newOtherAddress = (devnet: BitcoinDevnet) =>
  devnet.rpc<string>('getnewaddress', ['', 'bech32'], OTHER)
/** Signs a raw transaction with the second wallet's keys. */
export const signWithOther = (devnet: BitcoinDevnet, raw: string) =>
  devnet.rpc<{ hex: string }>('signrawtransactionwithwallet', [raw], OTHER)

export type EsploraOutput = {
  scriptpubkey: string
  scriptpubkey_asm: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}
export type EsploraTx = {
  txid: string
  fee: number
  status:
    | { confirmed: false }
    | { confirmed: true; block_height: number; block_hash: string; block_time: number }
  vin: {
    txid: string
    vout: number
    prevout: EsploraOutput | null
    witness: string[]
    is_coinbase: boolean
    sequence: number
  }[]
  vout: EsploraOutput[]
}
export type Outspend = { spent: boolean; txid?: string; vin?: number; status?: unknown }
export type Utxo = {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number }
}

export type EsploraMempool = {
  count: number
  vsize: number
  total_fee: number
  fee_histogram: [number, number][]
}
