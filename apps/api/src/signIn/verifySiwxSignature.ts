import { cryptoWaitReady } from '@polkadot/util-crypto'
import bs58 from 'bs58'
import type { SiwxChains, SiwxNamespace } from './siwxChains.js'
import { isEip155Address, verifyEip155 } from './verify/verifyEip155.js'

export type VerifySiwxSignatureParameters = {
  chains: SiwxChains
  namespace: SiwxNamespace
  caipNetworkId: string
  address: string
  message: string
  /**
   * eip155 and polkadot: 0x hex; solana: base58 (or 0x hex); bip122: base64 (or 0x hex) of a BIP-322 simple
   * witness or a 65-byte legacy signature.
   */
  signature: string
}

/** `address` is not an address of the chain: bad input (400), not a bad signature. */
export type VerifySiwxSignatureReturnType = 'valid' | 'invalid' | 'bad-address'

const hexBytes = (text: string) =>
  /^0x([0-9a-fA-F]{2})*$/.test(text) ? Uint8Array.from(Buffer.from(text.slice(2), 'hex')) : undefined

/** The signature's bytes from the text encodings each namespace's wallets use, else undefined. */
function decode(namespace: SiwxNamespace, text: string): Uint8Array | undefined {
  const hex = hexBytes(text)
  if (hex || text.startsWith('0x')) return hex
  if (namespace === 'solana' && /^[1-9A-HJ-NP-Za-km-z]{1,128}$/.test(text)) return bs58.decode(text)
  if (namespace === 'bip122' && /^[A-Za-z0-9+/]+={0,2}$/.test(text) && text.length % 4 === 0) {
    return Uint8Array.from(Buffer.from(text, 'base64'))
  }
  return undefined
}

/**
 * Checks the signature of a sign-in message by `address` on its chain, with the chain's own verifier: viem's for
 * eip155 (EOA, ERC-1271, ERC-6492); the adapters' `@portico/adapter-solana/verify` (strict ed25519),
 * `@portico/adapter-polkadot/verify` (sr25519, strict ed25519, ecdsa) and `@portico/adapter-bitcoin/verify`
 * (BIP-322 simple for p2wpkh, p2sh-p2wpkh, p2tr; legacy). Those load on their namespace's first sign-in: the API
 * starts without them, and packages that run the API in their tests need no adapter built. This file only reads
 * the request's text encodings. Throws only when a chain's node cannot be reached.
 */
export async function verifySiwxSignature({
  chains,
  namespace,
  caipNetworkId,
  address,
  message,
  signature,
}: VerifySiwxSignatureParameters): Promise<VerifySiwxSignatureReturnType> {
  const bytes = new TextEncoder().encode(message)
  const valid = (ok: boolean) => (ok ? 'valid' : 'invalid')
  switch (namespace) {
    case 'eip155': {
      const client = chains.eip155(caipNetworkId)
      if (!client || !isEip155Address(address)) return 'bad-address'
      return valid(await verifyEip155({ client, address, message, signature }))
    }
    case 'solana': {
      const { isSolanaAddress, verifySolanaSignature } = await import('@portico/adapter-solana/verify')
      if (!isSolanaAddress(address)) return 'bad-address'
      const decoded = decode(namespace, signature)
      return valid(
        decoded !== undefined && verifySolanaSignature({ address, message: bytes, signature: decoded }),
      )
    }
    case 'polkadot': {
      const { isPolkadotAddress, verifyPolkadotSignature } = await import('@portico/adapter-polkadot/verify')
      if (!isPolkadotAddress(address)) return 'bad-address'
      const decoded = decode(namespace, signature)
      await cryptoWaitReady()
      return valid(
        decoded !== undefined &&
          verifyPolkadotSignature({ address, message: bytes, signature: decoded }).valid,
      )
    }
    case 'bip122': {
      const chain = chains.bip122.get(caipNetworkId)
      const script = chain && address.length <= 100 ? await chain.scriptOf(address) : undefined
      if (!chain || !script) return 'bad-address'
      const decoded = decode(namespace, signature)
      if (!decoded) return 'invalid'
      const { verifyBitcoinSignature } = await import('@portico/adapter-bitcoin/verify')
      return valid(
        verifyBitcoinSignature({
          outputScript: Uint8Array.from(Buffer.from(script, 'hex')),
          message: bytes,
          signature: decoded,
          messagePrefix: chain.messagePrefix,
        }),
      )
    }
  }
}
