import type { Context } from 'hono'
import type { UtxoNode } from '../../esplora/createUtxoNodes.js'
import { NodeRpcError } from '../../esplora/nodeRpc.js'

/** Errors Esplora answers as plain text with a status code. */
export class EsploraError extends Error {
  constructor(
    readonly status: 400 | 404 | 502,
    message: string,
  ) {
    super(message)
  }
}

/** Bitcoin Core-compatible nodes by CAIP-2 id (`bip122:<genesis hash prefix>`), from `createUtxoNodes`. */
export type Nodes = ReadonlyMap<string, UtxoNode>

const TXID = /^[0-9a-fA-F]{64}$/
const HASH = TXID
export const INTEGER = /^\d{1,10}$/

/** The node of the `{network}` path parameter (a CAIP-2 id or its reference); 404 when none is configured. */
export function networkOf(nodes: Nodes, c: Context): UtxoNode {
  const id = c.req.param('network') ?? ''
  const found = nodes.get(id) ?? nodes.get(`bip122:${id}`)
  if (!found) throw new EsploraError(404, `Unknown network ${id}`)
  return found
}

/** The `{hash}` path parameter, a block hash in lower case; 400 when it is not one. */
export function hashOf(c: Context): string {
  const hash = c.req.param('hash') ?? ''
  if (!HASH.test(hash)) throw new EsploraError(400, 'Invalid block hash')
  return hash.toLowerCase()
}

/** The `{txid}` path parameter, a transaction id in lower case; 400 when it is not one. */
export function txidOf(c: Context): string {
  const txid = c.req.param('txid') ?? ''
  if (!TXID.test(txid)) throw new EsploraError(400, 'Invalid transaction id')
  return txid.toLowerCase()
}

/** Maps the node's "no such transaction / block" (-5) to a 404. */
export const notFound =
  (message: string) =>
  (error: unknown): never => {
    if (error instanceof NodeRpcError && error.code === -5) throw new EsploraError(404, message)
    throw error
  }
