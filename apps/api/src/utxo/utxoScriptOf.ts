import type { UtxoNode } from '../esplora/createUtxoNodes.js'
import { ValidationError } from '../middleware/validate.js'

/** The output script of `address` on the node's chain, else a 400 naming the address parameter. */
export async function utxoScriptOf(
  node: UtxoNode,
  address: string,
  field = 'params.address',
): Promise<string> {
  const script = await node.scriptOf(address)
  if (!script) throw new ValidationError(field, `Not an address of ${node.caipNetworkId}`)
  return script
}
