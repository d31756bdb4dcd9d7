import type { Database } from './database.js'

/** An ERC-721 token that was once transferred to the account (it may have left since). */
export type NftCandidateRow = { chain_id: string; token_address: string; token_id: string }

/** Every ERC-721 token the indexer saw arrive at `owner` (lower case) on the given chains. */
export function nftCandidates(db: Database, owner: string, chainIds: string[]): Promise<NftCandidateRow[]> {
  return db.query<NftCandidateRow>(
    `select distinct chain_id, token_address, token_id from chain_transfers
     where kind = 'erc721' and to_address = $1 and chain_id = any($2)`,
    [owner, chainIds],
  )
}
