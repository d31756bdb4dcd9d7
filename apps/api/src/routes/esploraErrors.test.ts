// The Esplora routes' answers to bad input and to what does not exist: 400 or 404 with the reason as text, and
// 502 when the network's node cannot be reached (never a 5xx of its own).

import { describe, expect, test } from 'vitest'
import { useEsploraNode } from '../test/esploraNode.js'

const node = useEsploraNode()
const { get, post } = node
describe('esploraRoutes: bad input and unknown ids', () => {
  test('transaction, block and mempool routes: bad input 400, unknown 404', async () => {
    const unknown = 'ab'.repeat(32)
    for (const path of ['', '/raw', '/outspends', '/outspend/0']) {
      expect(await get(`${node.base}/tx/${unknown}${path}`)).toMatchObject({
        status: 404,
        text: 'Transaction not found',
      })
      expect(await get(`${node.base}/tx/nope${path}`)).toMatchObject({
        status: 400,
        text: 'Invalid transaction id',
      })
    }
    const tip = (await get(`${node.base}/blocks/tip/hash`)).text
    expect(await get(`${node.base}/tx/${tip}/outspend/x`)).toMatchObject({
      status: 400,
      text: 'Invalid output index',
    })
    expect(await get(`${node.base}/block/${unknown}`)).toMatchObject({ status: 404, text: 'Block not found' })
    expect(await get(`${node.base}/block/${unknown}/status`)).toMatchObject({
      status: 404,
      text: 'Block not found',
    })
    expect(await get(`${node.base}/block/xyz`)).toMatchObject({ status: 400, text: 'Invalid block hash' })
    expect(await get(`${node.base}/block-height/-1`)).toMatchObject({
      status: 400,
      text: 'Invalid block height',
    })
    expect(await get(`${node.base}/block-height/99999999`)).toMatchObject({
      status: 404,
      text: 'Block not found',
    })
    expect(await get(`${node.base}/address/nope/txs/mempool`)).toMatchObject({ status: 400 })
    expect(await get(`${node.base}/address/nope/txs/chain`)).toMatchObject({ status: 400 })
    const down = '/esplora/bip122:00000000000000000000000000000000'
    for (const path of [
      `/tx/${unknown}`,
      '/blocks/tip/hash',
      '/mempool',
      '/mempool/txids',
      `/block/${unknown}`,
    ])
      expect(await get(`${down}${path}`)).toMatchObject({ status: 502, text: 'Upstream node unavailable' })
  })

  test('bad input answers 400/404 as text; an unreachable node 502', async () => {
    const mainnetAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    expect(await get(`${node.base}/address/${mainnetAddress}`)).toMatchObject({
      status: 400,
      text: 'Invalid Bitcoin address',
    })
    expect(await get(`${node.base}/address/nope/utxo`)).toMatchObject({ status: 400 })
    expect(await get(`/esplora/bip122:ffff/fee-estimates`)).toMatchObject({
      status: 404,
      text: 'Unknown network bip122:ffff',
    })
    expect(await get(`${node.base}/tx/xyz/status`)).toMatchObject({
      status: 400,
      text: 'Invalid transaction id',
    })
    expect(await get(`${node.base}/tx/${'ab'.repeat(32)}/status`)).toMatchObject({
      status: 404,
      text: 'Transaction not found',
    })
    expect(await post(`${node.base}/tx`, 'not hex')).toMatchObject({
      status: 400,
      text: 'Invalid transaction hex',
    })
    expect((await post(`${node.base}/tx`, '00')).text).toMatch(/^sendrawtransaction RPC error: \{"code":-22/)
    const down = await get('/esplora/bip122:00000000000000000000000000000000/blocks/tip/height')
    expect(down.status).toBe(502)
    expect(down.text).toBe('Upstream node unavailable')
  })
})
