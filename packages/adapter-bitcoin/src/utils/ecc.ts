import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'

let ready = false

/** Gives bitcoinjs-lib its secp256k1 (pure JS, no WASM) before anything taproot runs. Idempotent. */
export function ensureEccLib(): typeof ecc {
  if (!ready) {
    initEccLib(ecc)
    ready = true
  }
  return ecc
}
