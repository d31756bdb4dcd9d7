export type NftMetadata = {
  name: string
  description: string
  image: string
  attributes: { trait_type: string; value: string | number }[]
}

/** ERC-721 metadata JSON of a Portico Pass; `baseUrl` is the devnet server's URL. */
export function nftMetadata(chainId: number, tokenId: number, baseUrl: string): NftMetadata {
  return {
    name: `Portico Pass #${tokenId}`,
    description: 'A test collectible of the Portico devnet.',
    image: `${baseUrl}/nft/${chainId}/${tokenId}.svg`,
    attributes: [
      { trait_type: 'Chain', value: chainId },
      { trait_type: 'Serial', value: tokenId },
    ],
  }
}
