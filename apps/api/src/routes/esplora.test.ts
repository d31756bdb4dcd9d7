import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { createUtxoNodes } from '../esplora/createUtxoNodes.js'
import { FEE_TARGETS } from '../esplora/feeEstimates.js'
import {
  type EsploraMempool,
  type EsploraTx,
  type Outspend,
  type Utxo,
  useEsploraNode,
} from '../test/esploraNode.js'
import { esploraRoutes } from './esplora.js'

const node = useEsploraNode()
const { get, post, newAddress, sign } = node
describe('esploraRoutes', () => {
  test('address balance and UTXOs: confirmed from the UTXO set, unconfirmed from the mempool', async () => {
    const address = await newAddress()
    const { txid: first } = await node.devnet.fund(address, '1.5')
    const { txid: second } = await node.devnet.fund(address, '0.25', { confirm: false })
    const height = await node.devnet.rpc<number>('getblockcount')

    const info = (await get(`${node.base}/address/${address}`)).json()
    expect(info).toEqual({
      address,
      chain_stats: {
        funded_txo_count: 1,
        funded_txo_sum: 150_000_000,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 1,
      },
      mempool_stats: {
        funded_txo_count: 1,
        funded_txo_sum: 25_000_000,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 1,
      },
    })
    const utxos = (await get(`${node.base}/address/${address}/utxo`)).json() as Utxo[]
    expect(utxos).toHaveLength(2)
    expect(utxos.find((u) => u.txid === first)).toMatchObject({
      value: 150_000_000,
      status: { confirmed: true, block_height: height },
    })
    expect(utxos.find((u) => u.txid === second)).toMatchObject({
      value: 25_000_000,
      status: { confirmed: false },
    })
    // Concurrent scans queue (the node runs one scantxoutset at a time).
    const many = await Promise.all(
      Array.from({ length: 6 }, () => get(`${node.base}/address/${address}/utxo`)),
    )
    expect(many.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
    // The bare CAIP-2 reference names the network too.
    const reference = node.devnet.caipNetworkId.split(':')[1]
    expect((await get(`/esplora/${reference}/address/${address}/utxo`)).json()).toHaveLength(2)
    await node.devnet.mine(1)
  })

  test('broadcast, then tx status and hex before and after a block; a spent output leaves the UTXOs', async () => {
    const address = await newAddress()
    await node.devnet.fund(address, '0.5')
    const [coin] = (await get(`${node.base}/address/${address}/utxo`)).json() as Utxo[]
    if (!coin) throw new Error('no coin')
    const to = await newAddress()
    const raw = await node.devnet.rpc<string>('createrawtransaction', [
      [{ txid: coin.txid, vout: coin.vout }],
      [{ [to]: '0.4999' }],
    ])
    const { hex } = await sign(raw)

    const sent = await post(`${node.base}/tx`, hex)
    expect(sent.status).toBe(200)
    const txid = sent.text
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect((await get(`${node.base}/tx/${txid}/status`)).json()).toEqual({ confirmed: false })
    expect((await get(`${node.base}/tx/${txid}/hex`)).text).toBe(hex)
    expect((await get(`${node.base}/address/${address}/utxo`)).json()).toEqual([])
    expect((await get(`${node.base}/address/${address}`)).json().mempool_stats).toMatchObject({
      spent_txo_count: 1,
      spent_txo_sum: 50_000_000,
    })

    const [blockHash] = await node.devnet.mine(1)
    const height = await node.devnet.rpc<number>('getblockcount')
    expect((await get(`${node.base}/tx/${txid}/status`)).json()).toMatchObject({
      confirmed: true,
      block_height: height,
      block_hash: blockHash,
      block_time: expect.any(Number),
    })
    expect((await get(`${node.base}/blocks/tip/height`)).text).toBe(String(height))
    expect((await get(`${node.base}/address/${to}`)).json().chain_stats.funded_txo_sum).toBe(49_990_000)
  })

  test('address transactions: mempool first, then confirmed newest first, with prevouts and fee; paged', async () => {
    const address = await newAddress()
    const { txid: funding } = await node.devnet.fund(address, '0.3')
    const [coin] = (await get(`${node.base}/address/${address}/utxo`)).json() as Utxo[]
    if (!coin) throw new Error('no coin')
    const to = await newAddress()
    const raw = await node.devnet.rpc<string>('createrawtransaction', [
      [{ txid: coin.txid, vout: coin.vout }],
      [{ [to]: '0.1' }, { [address]: '0.1999' }],
    ])
    const spend = (await post(`${node.base}/tx`, (await sign(raw)).hex)).text

    const pending = (await get(`${node.base}/address/${address}/txs`)).json() as EsploraTx[]
    expect(pending.map((tx) => [tx.txid, tx.status.confirmed])).toEqual([
      [spend, false],
      [funding, true],
    ])
    expect(pending[0]?.fee).toBe(10_000)
    expect(pending[0]?.vin[0]?.prevout).toMatchObject({ value: 30_000_000, scriptpubkey_address: address })
    expect(pending[0]?.vout.map((out) => [out.scriptpubkey_address, out.value])).toEqual([
      [to, 10_000_000],
      [address, 19_990_000],
    ])

    await node.devnet.mine(1)
    const mined = (await get(`${node.base}/address/${address}/txs`)).json() as EsploraTx[]
    expect(mined.map((tx) => [tx.txid, tx.status.confirmed])).toEqual([
      [spend, true],
      [funding, true],
    ])
    const after = (await get(`${node.base}/address/${address}/txs/chain/${spend}`)).json() as EsploraTx[]
    expect(after.map((tx) => tx.txid)).toEqual([funding])
    expect((await get(`${node.base}/address/${address}/txs/chain/${'ab'.repeat(32)}`)).status).toBe(400)
    expect((await get(`${node.base}/address/not-an-address/txs`)).status).toBe(400)
  })

  test('a funded send through every transaction, address, block and mempool route', async () => {
    const address = await newAddress()
    const { txid: funding } = await node.devnet.fund(address, '0.6')
    const fundingTx = (await get(`${node.base}/tx/${funding}`)).json() as EsploraTx
    const n = fundingTx.vout.findIndex((out) => out.scriptpubkey_address === address)
    const to = await newAddress()
    const raw = await node.devnet.rpc<string>('createrawtransaction', [
      [{ txid: funding, vout: n }],
      [{ [to]: '0.2' }, { [address]: '0.39995' }],
    ])
    const { hex } = await sign(raw)
    const sent = await post(`${node.base}/tx`, hex)
    expect(sent.status).toBe(200)
    const txid = sent.text
    const decoded = await node.devnet.rpc<{ size: number; weight: number; vin: { sequence: number }[] }>(
      'decoderawtransaction',
      [hex],
    )

    // Unconfirmed: every documented field, the prevout from the funding transaction, fee = in − out.
    const pending = (await get(`${node.base}/tx/${txid}`)).json() as EsploraTx
    expect(Object.keys(pending).sort()).toEqual(
      ['fee', 'locktime', 'size', 'status', 'txid', 'version', 'vin', 'vout', 'weight'].sort(),
    )
    expect(pending).toMatchObject({
      txid,
      version: 2,
      locktime: 0,
      size: decoded.size,
      weight: decoded.weight,
      status: { confirmed: false },
    })
    const input = pending.vin[0]
    expect(Object.keys(input ?? {}).sort()).toEqual(
      ['is_coinbase', 'prevout', 'scriptsig', 'scriptsig_asm', 'sequence', 'txid', 'vout', 'witness'].sort(),
    )
    expect(input).toMatchObject({
      txid: funding,
      vout: n,
      is_coinbase: false,
      scriptsig: '',
      scriptsig_asm: '',
      sequence: decoded.vin[0]?.sequence,
      prevout: fundingTx.vout[n],
    })
    expect(input?.witness).toHaveLength(2) // P2WPKH: signature and public key
    expect(input?.prevout).toMatchObject({
      scriptpubkey_type: 'v0_p2wpkh',
      scriptpubkey_address: address,
      value: 60_000_000,
    })
    expect(input?.prevout?.scriptpubkey_asm).toBe(
      `OP_0 OP_PUSHBYTES_20 ${input?.prevout?.scriptpubkey.slice(4)}`,
    )
    const paid = pending.vout.reduce((sum, out) => sum + out.value, 0)
    expect(pending.fee).toBe(60_000_000 - paid)
    expect(pending.fee).toBe(5_000)
    expect(pending.vout.map((out) => [out.scriptpubkey_address, out.value, out.scriptpubkey_type])).toEqual([
      [to, 20_000_000, 'v0_p2wpkh'],
      [address, 39_995_000, 'v0_p2wpkh'],
    ])

    // The funding output is spent in the mempool; the others are not.
    const spentPending = (await get(`${node.base}/tx/${funding}/outspends`)).json() as Outspend[]
    expect(spentPending).toHaveLength(fundingTx.vout.length)
    expect(spentPending[n]).toEqual({ spent: true, txid, vin: 0, status: { confirmed: false } })
    expect(spentPending.filter((o) => o.spent)).toHaveLength(1)
    expect((await get(`${node.base}/tx/${funding}/outspend/${n}`)).json()).toEqual(spentPending[n])
    expect((await get(`${node.base}/tx/${txid}/outspend/0`)).json()).toEqual({ spent: false })
    expect((await get(`${node.base}/tx/${txid}/outspend/99`)).json()).toEqual({ spent: false })

    expect(
      (await get(`${node.base}/address/${address}/txs/mempool`)).json().map((tx: EsploraTx) => tx.txid),
    ).toEqual([txid])
    expect(
      (await get(`${node.base}/address/${address}/txs/chain`)).json().map((tx: EsploraTx) => tx.txid),
    ).toEqual([funding])
    expect((await get(`${node.base}/mempool/txids`)).json()).toContain(txid)
    const mempool = (await get(`${node.base}/mempool`)).json() as EsploraMempool
    expect(mempool.count).toBeGreaterThanOrEqual(1)
    expect(mempool.vsize).toBeGreaterThanOrEqual(Math.ceil(decoded.weight / 4))
    expect(mempool.total_fee).toBeGreaterThanOrEqual(5_000)
    expect(mempool.fee_histogram.reduce((sum, [, vsize]) => sum + vsize, 0)).toBe(mempool.vsize)

    const raw2 = await node.request(`${node.base}/tx/${txid}/raw`)
    expect(raw2.headers.get('content-type')).toBe('application/octet-stream')
    expect(Buffer.from(await raw2.arrayBuffer()).toString('hex')).toBe(hex)

    // Mined: status everywhere, the spend confirmed, the block routes.
    const [blockHash] = await node.devnet.mine(1)
    const height = await node.devnet.rpc<number>('getblockcount')
    const mined = (await get(`${node.base}/tx/${txid}`)).json() as EsploraTx
    expect(mined.status).toEqual({
      confirmed: true,
      block_height: height,
      block_hash: blockHash,
      block_time: expect.any(Number),
    })
    expect({ ...mined, status: pending.status }).toEqual(pending)
    expect((await get(`${node.base}/tx/${funding}/outspend/${n}`)).json()).toEqual({
      spent: true,
      txid,
      vin: 0,
      status: mined.status,
    })
    expect((await get(`${node.base}/address/${address}/txs/mempool`)).json()).toEqual([])
    expect((await get(`${node.base}/address/${address}/txs`)).json()).toEqual([mined, expect.any(Object)])

    expect((await get(`${node.base}/blocks/tip/hash`)).text).toBe(blockHash)
    expect((await get(`${node.base}/block-height/${height}`)).text).toBe(blockHash)
    const block = (await get(`${node.base}/block/${blockHash}`)).json()
    const header = await node.devnet.rpc<{ previousblockhash: string; merkleroot: string; bits: string }>(
      'getblockheader',
      [blockHash],
    )
    expect(block).toEqual({
      id: blockHash,
      height,
      version: expect.any(Number),
      timestamp: mined.status.confirmed ? mined.status.block_time : 0,
      tx_count: 2,
      size: expect.any(Number),
      weight: expect.any(Number),
      merkle_root: header.merkleroot,
      previousblockhash: header.previousblockhash,
      mediantime: expect.any(Number),
      nonce: expect.any(Number),
      bits: Number.parseInt(header.bits, 16),
      difficulty: expect.any(Number),
    })
    expect((await get(`${node.base}/block/${blockHash}/status`)).json()).toEqual({
      in_best_chain: true,
      height,
      next_best: null,
    })
    expect((await get(`${node.base}/block/${header.previousblockhash}/status`)).json()).toEqual({
      in_best_chain: true,
      height: height - 1,
      next_best: blockHash,
    })
    const genesis = (await get(`${node.base}/block-height/0`)).text
    expect((await get(`${node.base}/block/${genesis}`)).json()).toMatchObject({
      height: 0,
      previousblockhash: null,
    })

    // A coinbase input: no prevout, the coinbase script as scriptsig, fee 0.
    const coinbaseTx = (
      await get(`${node.base}/tx/${(await node.devnet.rpc<{ tx: string[] }>('getblock', [blockHash])).tx[0]}`)
    ).json() as EsploraTx
    expect(coinbaseTx.fee).toBe(0)
    expect(coinbaseTx.vin[0]).toMatchObject({
      txid: '0'.repeat(64),
      vout: 0xffffffff,
      prevout: null,
      is_coinbase: true,
      scriptsig: expect.stringMatching(/^[0-9a-f]+$/),
    })
  })

  test('fee estimates: every Esplora target, the node minimum or the configured fallback on regtest', async () => {
    const estimates = (await get(`${node.base}/fee-estimates`)).json() as Record<string, number>
    expect(Object.keys(estimates).map(Number)).toEqual([...FEE_TARGETS])
    expect(new Set(Object.values(estimates))).toEqual(new Set([1]))

    const { rpcUrl, rpcAuth, caipNetworkId } = node.devnet
    const other = new Hono().route(
      '/esplora',
      esploraRoutes({
        nodes: createUtxoNodes({ [caipNetworkId]: { rpcUrl, rpcAuth, fallbackFeeRate: 12.5 } }),
      }),
    )
    const response = await other.request(`${node.base}/fee-estimates`)
    expect(((await response.json()) as Record<string, number>)['6']).toBe(12.5)
  })

  test('the node refuses a dust output: 400 with its code and reason', async () => {
    const address = await newAddress()
    await node.devnet.fund(address, '0.01')
    const [coin] = (await get(`${node.base}/address/${address}/utxo`)).json() as Utxo[]
    if (!coin) throw new Error('no coin')
    const raw = await node.devnet.rpc<string>('createrawtransaction', [
      [{ txid: coin.txid, vout: coin.vout }],
      [{ [await newAddress()]: '0.00001' }, { [address]: '0.0098' }],
    ])
    const { hex } = await sign(raw)
    expect(await post(`${node.base}/tx`, hex)).toEqual({
      status: 400,
      text: 'sendrawtransaction RPC error: {"code":-26,"message":"dust"}',
    })
  })
})
