import type { PolkadotNodes } from '../chain/polkadotNodes.js'
import { ValidationError } from '../middleware/validate.js'
import type { AccountNamespace, AccountReader, AccountReaders } from './AccountReader.js'
import { type Bip122ReaderParameters, createBip122Reader } from './bip122Reader.js'
import { createEip155Reader, type Eip155ReaderParameters } from './eip155Reader.js'
import { createPolkadotReader } from './polkadotReader.js'
import { createSolanaReader, type SolanaReaderParameters } from './solanaReader.js'

export type CreateAccountReadersParameters = Eip155ReaderParameters & {
  solanaNodes: SolanaReaderParameters['nodes']
  polkadotNodes: PolkadotNodes
  utxoNodes: Bip122ReaderParameters['nodes']
}

/** One reader per namespace the API serves accounts of. */
export function createAccountReaders({
  solanaNodes,
  polkadotNodes,
  utxoNodes,
  ...eip155
}: CreateAccountReadersParameters): AccountReaders {
  const { iconUrl } = eip155
  return {
    eip155: createEip155Reader(eip155),
    solana: createSolanaReader({ nodes: solanaNodes, iconUrl }),
    polkadot: createPolkadotReader({ nodes: polkadotNodes, iconUrl }),
    bip122: createBip122Reader({ nodes: utxoNodes, iconUrl }),
  }
}

/**
 * The namespace a request's `chainId` names (`eip155` when it names none: a request without a chain reads
 * every EVM chain), or a 400 on `query.chainId` for a namespace the API does not read.
 */
export function readerFor(
  readers: AccountReaders,
  chainId: string | undefined,
): { namespace: AccountNamespace; reader: AccountReader } {
  const namespace = chainId === undefined ? 'eip155' : chainId.slice(0, Math.max(chainId.indexOf(':'), 0))
  if (!Object.hasOwn(readers, namespace)) {
    throw new ValidationError('query.chainId', 'Expected a CAIP-2 id of eip155, solana, polkadot or bip122')
  }
  const known = namespace as AccountNamespace
  return { namespace: known, reader: readers[known] }
}
