import { type Address, getAddress, isAddress } from 'viem'
import type { ChainClients } from '../chain/clients.js'
import { readBalances } from '../chain/readBalances.js'
import type { ChainConfig } from '../config.js'
import type { Database } from '../db/database.js'
import { decodeCursor, queryHistory } from '../indexer/queryHistory.js'
import { ValidationError } from '../middleware/validate.js'
import type { AccountReader } from './AccountReader.js'

const EIP155_CHAIN_ID = /^eip155:\d{1,12}$/

export type Eip155ReaderParameters = {
  db: Database
  clients: ChainClients
  iconUrl: (symbol: string) => string
  nftPreview: (chainId: string, contract: string, tokenId: string) => Promise<string | undefined>
}

/**
 * `eip155:` accounts: balances of the native token and the listed tokens in one Multicall3 round trip with
 * AMM prices, history from the indexer's tables.
 */
export function createEip155Reader({
  db,
  clients,
  iconUrl,
  nftPreview,
}: Eip155ReaderParameters): AccountReader {
  const configOf = (chainId: string) => clients.chain(chainId) as ChainConfig
  return {
    chains(chainId) {
      if (chainId === undefined) return clients.eip155().map((chain) => chain.caipNetworkId)
      if (!EIP155_CHAIN_ID.test(chainId))
        throw new ValidationError('query.chainId', 'Expected a CAIP-2 eip155 id')
      if (!clients.get(chainId))
        throw new ValidationError('query.chainId', `Chain ${chainId} is not supported`)
      return [chainId]
    },
    address(address, field) {
      if (!isAddress(address, { strict: false })) throw new ValidationError(field, 'Not an EVM address')
      return getAddress(address)
    },
    balances: (chainId, address) => readBalances(clients, configOf(chainId), address as Address, iconUrl),
    history(chainIds, address, encoded) {
      const cursor = encoded === undefined ? undefined : decodeCursor(encoded)
      if (encoded !== undefined && !cursor) throw new ValidationError('query.cursor', 'Unknown cursor')
      const chains = chainIds.map(configOf)
      return queryHistory({ db, clients, chains, account: address, cursor, nftPreview, iconUrl })
    },
  }
}
