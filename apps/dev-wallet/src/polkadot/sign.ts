import type { KeyringPair } from '@polkadot/keyring/types'
import { TypeRegistry } from '@polkadot/types'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import type { SignerPayloadJSON } from './types.js'

/**
 * Signs `data` the way the polkadot-js extension does for type 'bytes': the signature covers
 * `<Bytes>data</Bytes>` (so no raw message can pass for a transaction).
 */
export const signRawWith = (pair: KeyringPair, data: string): `0x${string}` =>
  u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(data)), { withType: false }))

/**
 * Signs an extrinsic payload as the polkadot-js extension does: the payload is encoded with the signed
 * extensions it names (a metadata-free registry knows the standard ones), the signature is type-prefixed
 * (MultiSignature).
 */
export function signPayloadWith(pair: KeyringPair, payload: SignerPayloadJSON): `0x${string}` {
  const registry = new TypeRegistry()
  registry.setSignedExtensions(payload.signedExtensions)
  const extrinsicPayload = registry.createType('ExtrinsicPayload', payload, { version: payload.version })
  return extrinsicPayload.sign(pair).signature as `0x${string}`
}
