import bs58 from 'bs58'
import type { SiwxChains, SiwxNamespace } from './siwxChains.js'
import { verifyBip122 } from './verify/verifyBip122.js'
import { isEip155Address, verifyEip155 } from './verify/verifyEip155.js'
import { isPolkadotAddress, verifyPolkadot } from './verify/verifyPolkadot.js'
import { isSolanaAddress, verifySolana } from './verify/verifySolana.js'

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
 * Checks the signature of a sign-in message by `address` on its chain: EOA, ERC-1271 and ERC-6492 for eip155;
 * ed25519 over the message bytes for solana; sr25519, ed25519 or ecdsa over the `<Bytes>`-wrapped (or bare)
 * message for polkadot; BIP-322 simple (P2WPKH, P2TR) or legacy for bip122. Throws only when a chain's node
 * cannot be reached.
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
      if (!isSolanaAddress(address)) return 'bad-address'
      const decoded = decode(namespace, signature)
      return valid(decoded !== undefined && verifySolana({ address, message: bytes, signature: decoded }))
    }
    case 'polkadot': {
      if (!isPolkadotAddress(address)) return 'bad-address'
      const decoded = decode(namespace, signature)
      return valid(
        decoded !== undefined && (await verifyPolkadot({ address, message: bytes, signature: decoded })),
      )
    }
    case 'bip122': {
      const chain = chains.bip122.get(caipNetworkId)
      const script = chain && address.length <= 100 ? await chain.scriptOf(address) : undefined
      if (!chain || !script) return 'bad-address'
      const decoded = decode(namespace, signature)
      if (!decoded || decoded.length > 2_000) return 'invalid'
      const outputScript = Uint8Array.from(Buffer.from(script, 'hex'))
      return valid(
        verifyBip122({
          message: bytes,
          signature: decoded,
          outputScript,
          messagePrefix: chain.messagePrefix,
        }),
      )
    }
  }
}
