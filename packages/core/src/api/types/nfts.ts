import type { NetworkScoped } from './shared.js'

// `GET /v1/account/{address}/nfts`: the NFTs of the Account view.

export type NftsRequest = NetworkScoped & { address: string }
export type Nft = {
  chainId: string
  contract: string
  tokenId: string
  name: string
  collection: string | null
  imageUrl: string | null
  isSpam: boolean
}
export type NftsResponse = { nfts: Nft[] }
