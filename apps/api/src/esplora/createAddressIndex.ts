import type { NodeRpc } from './nodeRpc.js'
import { scriptAsm, scriptType } from './scriptAsm.js'
import { toSats } from './toSats.js'
import type { TxStatus } from './types.js'

/** An output as Esplora shows it (`scriptpubkey_address` only for scripts that have an address). */
export type EsploraOutput = {
  scriptpubkey: string
  scriptpubkey_asm: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}
export type EsploraInput = {
  txid: string
  vout: number
  /** The output it spends; null for a coinbase. */
  prevout: EsploraOutput | null
  scriptsig: string
  scriptsig_asm: string
  /** Witness items (hex); empty for an input without one. */
  witness: string[]
  is_coinbase: boolean
  sequence: number
}
/** A transaction as Esplora shows it (`/tx/:txid`, `/address/:address/txs`). */
export type EsploraTx = {
  txid: string
  version: number
  locktime: number
  vin: EsploraInput[]
  vout: EsploraOutput[]
  size: number
  weight: number
  /** Satoshis; 0 for a coinbase. */
  fee: number
  status: TxStatus
}

type NodeOutput = {
  n: number
  value: number
  scriptPubKey: { hex: string; address?: string; addresses?: string[] }
}
type NodeInput = {
  txid?: string
  vout?: number
  coinbase?: string
  scriptSig?: { hex: string }
  txinwitness?: string[]
  sequence: number
}
/** A transaction from `getblock <hash> 2` or `getrawtransaction <txid> true`. */
export type NodeTx = {
  txid: string
  version: number
  locktime: number
  size: number
  weight: number
  vin: NodeInput[]
  vout: NodeOutput[]
}
type NodeBlock = { hash: string; height: number; time: number; previousblockhash?: string; tx: NodeTx[] }

const BATCH = 50

const toOutput = (out: NodeOutput): EsploraOutput => {
  const address = out.scriptPubKey.address ?? out.scriptPubKey.addresses?.[0]
  return {
    scriptpubkey: out.scriptPubKey.hex,
    scriptpubkey_asm: scriptAsm(out.scriptPubKey.hex),
    scriptpubkey_type: scriptType(out.scriptPubKey.hex),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: toSats(out.value),
  }
}

/** Where an output was spent: the spending transaction, its input index and its status. */
export type Spend = { txid: string; vin: number; status: TxStatus }

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`

/**
 * An address-history index of a Bitcoin Core-like node, which keeps none itself: it walks the blocks from
 * genesis once, then only the new ones, remembering every output and which transactions touch each output
 * script. A changed block hash at the indexed tip (a reorg) starts it over. Meant for local and small
 * chains; a production deployment points clients at a real Esplora (electrs) instead.
 */
export function createAddressIndex(rpc: NodeRpc) {
  let tip: { height: number; hash: string } | undefined
  let outputs = new Map<string, EsploraOutput>()
  let txs = new Map<string, EsploraTx>()
  let byScript = new Map<string, string[]>()
  let spends = new Map<string, Spend>()
  let syncing: Promise<void> | undefined

  const reset = () => {
    tip = undefined
    outputs = new Map()
    txs = new Map()
    byScript = new Map()
    spends = new Map()
  }

  const touch = (script: string, txid: string) => {
    const list = byScript.get(script) ?? []
    if (list[list.length - 1] !== txid) list.push(txid)
    byScript.set(script, list)
  }

  /** Esplora's view of a node transaction; prevouts from the index (or `extra`, e.g. the mempool's). */
  const toEsplora = (tx: NodeTx, status: TxStatus, extra?: Map<string, EsploraOutput>): EsploraTx => {
    const vout = tx.vout.map(toOutput)
    const vin = tx.vin.map((input): EsploraInput => {
      const coinbase = input.coinbase !== undefined || !input.txid
      const scriptsig = input.coinbase ?? input.scriptSig?.hex ?? ''
      const common = {
        scriptsig,
        scriptsig_asm: scriptAsm(scriptsig),
        witness: input.txinwitness ?? [],
        sequence: input.sequence,
      }
      if (coinbase) {
        return { txid: '0'.repeat(64), vout: 0xffffffff, prevout: null, ...common, is_coinbase: true }
      }
      const key = outpoint(input.txid ?? '', input.vout ?? 0)
      const prevout = outputs.get(key) ?? extra?.get(key) ?? null
      return { txid: input.txid ?? '', vout: input.vout ?? 0, prevout, ...common, is_coinbase: false }
    })
    const coinbase = vin.some((input) => input.is_coinbase)
    const spent = vin.reduce((sum, input) => sum + (input.prevout?.value ?? 0), 0)
    const paid = vout.reduce((sum, output) => sum + output.value, 0)
    return {
      txid: tx.txid,
      version: tx.version,
      locktime: tx.locktime,
      vin,
      vout,
      size: tx.size,
      weight: tx.weight,
      fee: coinbase ? 0 : Math.max(spent - paid, 0),
      status,
    }
  }

  const indexBlock = (block: NodeBlock) => {
    const status: TxStatus = {
      confirmed: true,
      block_height: block.height,
      block_hash: block.hash,
      block_time: block.time,
    }
    for (const tx of block.tx) {
      const esplora = toEsplora(tx, status)
      txs.set(tx.txid, esplora)
      esplora.vin.forEach((input, n) => {
        if (input.is_coinbase) return
        spends.set(outpoint(input.txid, input.vout), { txid: tx.txid, vin: n, status })
        if (input.prevout) touch(input.prevout.scriptpubkey, tx.txid)
      })
      esplora.vout.forEach((output, n) => {
        outputs.set(outpoint(tx.txid, n), output)
        touch(output.scriptpubkey, tx.txid)
      })
    }
  }

  async function run(): Promise<void> {
    const height = await rpc.call<number>('getblockcount')
    if (tip) {
      const hash = height >= tip.height ? await rpc.call<string>('getblockhash', [tip.height]) : undefined
      if (hash !== tip.hash) reset()
    }
    for (let from = (tip?.height ?? -1) + 1; from <= height; from += BATCH) {
      const heights = Array.from({ length: Math.min(BATCH, height - from + 1) }, (_, i) => from + i)
      const hashes = await rpc.batch<string>(heights.map((h) => ({ method: 'getblockhash', params: [h] })))
      const blocks = await rpc.batch<NodeBlock>(
        hashes.map((hash) => ({
          method: 'getblock',
          params: [hash.status === 'fulfilled' ? hash.value : '', 2],
        })),
      )
      for (const block of blocks) {
        // A block that vanished mid-walk (a reorg): stop here; the next sync notices and starts over.
        if (block.status !== 'fulfilled') return
        if (tip && block.value.previousblockhash !== tip.hash) return reset()
        indexBlock(block.value)
        tip = { height: block.value.height, hash: block.value.hash }
      }
    }
  }

  /** Every mempool transaction as Esplora shows it (prevouts resolved through the index and the mempool). */
  const pending = (mempool: readonly NodeTx[]): EsploraTx[] => {
    const unconfirmed = new Map<string, EsploraOutput>()
    for (const tx of mempool)
      for (const [n, out] of tx.vout.entries()) unconfirmed.set(outpoint(tx.txid, n), toOutput(out))
    return mempool.map((tx) => toEsplora(tx, { confirmed: false }, unconfirmed))
  }

  return {
    /** Indexes the blocks mined since the last call; concurrent calls share one walk. */
    sync(): Promise<void> {
      syncing ??= run().finally(() => {
        syncing = undefined
      })
      return syncing
    },
    /** Confirmed transactions touching `script`, newest first. */
    confirmed(script: string): EsploraTx[] {
      const ids = byScript.get(script) ?? []
      return ids
        .map((txid) => txs.get(txid))
        .filter((tx) => tx !== undefined)
        .reverse()
    },
    pending,
    /** Mempool transactions touching `script`. */
    unconfirmed(script: string, mempool: readonly NodeTx[]): EsploraTx[] {
      return pending(mempool).filter(
        (tx) =>
          tx.vout.some((out) => out.scriptpubkey === script) ||
          tx.vin.some((input) => input.prevout?.scriptpubkey === script),
      )
    },
    /** The confirmed input spending output `vout` of `txid`, if a mined transaction spends it. */
    spend(txid: string, vout: number): Spend | undefined {
      return spends.get(outpoint(txid, vout))
    },
    /** A confirmed transaction by id. */
    tx(txid: string): EsploraTx | undefined {
      return txs.get(txid)
    },
  }
}

export type AddressIndex = ReturnType<typeof createAddressIndex>
