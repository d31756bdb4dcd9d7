// Writes signatureVectors.json: sign-in messages signed with real keys (made here from fixed seeds: a rerun
// keeps the addresses; sr25519 and Schnorr signatures are randomised, so their bytes change), and the forgeries and drift cases that must fail. The adapters' tests run the table
// through each adapter's `verifyMessage`; the API's tests through POST /v1/auth/verify.
//
//   pnpm --filter @portico/api exec tsx src/signIn/vectors/makeSignatureVectors.ts
import { writeFileSync } from 'node:fs'
import * as ecc from '@bitcoinerlab/secp256k1'
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import {
  blake2AsU8a,
  cryptoWaitReady,
  ed25519PairFromSeed,
  encodeAddress,
  keccakAsU8a,
  secp256k1Expand,
  secp256k1PairFromSeed,
  secp256k1Sign,
  signatureVerify,
  sr25519PairFromSeed,
  sr25519Sign,
} from '@polkadot/util-crypto'
import { formatSiwxMessage, type SiwxMessageData } from '@portico/siwx'
import { crypto as bcrypto, initEccLib, opcodes, payments, script, Transaction } from 'bitcoinjs-lib'
import bs58 from 'bs58'
import { type SignatureVector, VECTOR_DOMAIN } from './signatureVectors.js'

await cryptoWaitReady()
initEccLib(ecc)
const utf8 = (text: string) => new TextEncoder().encode(text)
/** What polkadot-js extensions sign for raw bytes. */
const u8aWrapBytes = (bytes: Uint8Array) => Buffer.concat([utf8('<Bytes>'), bytes, utf8('</Bytes>')])
const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`
const seed = (label: string) => sha256(utf8(`portico signature vectors: ${label}`))
const vectors: SignatureVector[] = []

let nonceCount = 0
/** A sign-in message the API's vector test accepts up to the signature: its domain, a served chain, a fresh nonce. */
function message(chainId: SiwxMessageData['chainId'], accountAddress: string): string {
  nonceCount += 1
  return formatSiwxMessage({
    domain: VECTOR_DOMAIN,
    uri: `https://${VECTOR_DOMAIN}/`,
    version: '1',
    chainId,
    accountAddress,
    statement: 'Sign in to the Portico signature vectors',
    nonce: `vector${String(nonceCount).padStart(4, '0')}`,
    issuedAt: '2026-11-27T12:00:00.000Z',
  })
}

// ed25519 forgeries: R = the identity point (y = 1), S = 0. With a small-order key they satisfy the cofactored
// equation for every message (ZIP-215 accepts them); strict verification refuses the key.
const identity = Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 1 : 0))
const zeroKey = new Uint8Array(32)
// The identity written non-canonically: y = p + 1 (p = 2^255 - 19), little-endian.
const identityNonCanonical = Uint8Array.from({ length: 32 }, (_, i) =>
  i === 0 ? 0xee : i === 31 ? 0x7f : 0xff,
)
const forgedSignature = new Uint8Array([...identity, ...new Uint8Array(32)])
const L = 2n ** 252n + 27742317777372353535851937790883648493n
const le = (n: bigint) => Uint8Array.from({ length: 32 }, (_, i) => Number((n >> BigInt(8 * i)) & 0xffn))
const fromLe = (bytes: Uint8Array) => bytes.reduceRight((n, byte) => (n << 8n) | BigInt(byte), 0n)

// Solana.
{
  const chain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
  const secret = seed('solana')
  const address = bs58.encode(ed25519.getPublicKey(secret))
  const text = message(chain, address)
  const signature = ed25519.sign(utf8(text), secret)
  vectors.push({
    name: 'solana: ed25519 by the address key',
    chain,
    address,
    message: text,
    signature: bs58.encode(signature),
    valid: true,
  })
  const other = message(chain, address)
  vectors.push({
    name: 'solana: a signature of another message',
    chain,
    address,
    message: other,
    signature: bs58.encode(signature),
    valid: false,
  })
  const highS = new Uint8Array([...signature.subarray(0, 32), ...le(fromLe(signature.subarray(32)) + L)])
  vectors.push({
    name: 'solana: the same signature with S + L (non-canonical S)',
    chain,
    address,
    message: text,
    signature: bs58.encode(highS),
    valid: false,
  })
  for (const [label, key] of [
    ['the all-zero key', zeroKey],
    ['the identity point', identity],
    ['the identity point written non-canonically (y = p + 1)', identityNonCanonical],
  ] as const) {
    const forgedAddress = bs58.encode(key)
    vectors.push({
      name: `solana: forgery R = identity, S = 0 for ${label} (ZIP-215 accepts it; the adapter did)`,
      chain,
      address: forgedAddress,
      message: message(chain, forgedAddress),
      signature: bs58.encode(forgedSignature),
      valid: false,
    })
  }
}

// Polkadot (SS58 prefix 0).
{
  const chain = 'polkadot:91b171bb158e2d3848fa23a9f1c25182' as const
  const sr = sr25519PairFromSeed(seed('polkadot sr25519'))
  const ed = ed25519PairFromSeed(seed('polkadot ed25519'))
  const ec = secp256k1PairFromSeed(seed('polkadot ecdsa'))
  const srAddress = encodeAddress(sr.publicKey, 0)
  const edAddress = encodeAddress(ed.publicKey, 0)
  const ecAddress = encodeAddress(blake2AsU8a(ec.publicKey), 0)
  const srText = message(chain, srAddress)
  const srSignature = sr25519Sign(u8aWrapBytes(utf8(srText)), sr)
  vectors.push({
    name: 'polkadot: sr25519 over <Bytes>message</Bytes>',
    chain,
    address: srAddress,
    message: srText,
    signature: hex(srSignature),
    valid: true,
  })
  vectors.push({
    name: 'polkadot: sr25519 signature of another message',
    chain,
    address: srAddress,
    message: message(chain, srAddress),
    signature: hex(srSignature),
    valid: false,
  })
  const edText = message(chain, edAddress)
  vectors.push({
    name: 'polkadot: ed25519 over <Bytes>message</Bytes>',
    chain,
    address: edAddress,
    message: edText,
    signature: hex(ed25519.sign(u8aWrapBytes(utf8(edText)), ed.secretKey.subarray(0, 32))),
    valid: true,
  })
  const edBare = message(chain, edAddress)
  vectors.push({
    name: 'polkadot: ed25519 over the bare message, as a MultiSignature (type byte 0)',
    chain,
    address: edAddress,
    message: edBare,
    signature: hex(new Uint8Array([0, ...ed25519.sign(utf8(edBare), ed.secretKey.subarray(0, 32))])),
    valid: true,
  })
  const ecText = message(chain, ecAddress)
  vectors.push({
    name: 'polkadot: ecdsa (account = blake2-256 of the compressed key)',
    chain,
    address: ecAddress,
    message: ecText,
    signature: hex(secp256k1Sign(u8aWrapBytes(utf8(ecText)), ec, 'blake2')),
    valid: true,
  })
  for (const [label, key] of [
    ['the all-zero account', zeroKey],
    ['the identity point', identity],
  ] as const) {
    const forgedAddress = encodeAddress(key, 0)
    vectors.push({
      name: `polkadot: ed25519 forgery R = identity, S = 0 for ${label} (the API accepted it)`,
      chain,
      address: forgedAddress,
      message: message(chain, forgedAddress),
      signature: hex(forgedSignature),
      valid: false,
    })
  }
  // An `ethereum` key-type signature: keccak-256 of the message signed by a secp256k1 key whose H160 (keccak of
  // the key) is the last 20 bytes of the account id. polkadot-js' signatureVerify accepts it (the adapter did).
  const eth = secp256k1PairFromSeed(seed('polkadot ethereum'))
  const h160 = keccakAsU8a(secp256k1Expand(eth.publicKey)).slice(-20)
  const ethAddress = encodeAddress(new Uint8Array([...new Uint8Array(12), ...h160]), 0)
  const ethText = message(chain, ethAddress)
  const ethSignature = secp256k1Sign(u8aWrapBytes(utf8(ethText)), eth, 'keccak')
  const legacy = signatureVerify(u8aWrapBytes(utf8(ethText)), ethSignature, ethAddress)
  if (!legacy.isValid || legacy.crypto !== 'ethereum')
    throw new Error('the ethereum vector does not pass signatureVerify')
  vectors.push({
    name: "polkadot: an 'ethereum' key type signature (signatureVerify accepts it; refused)",
    chain,
    address: ethAddress,
    message: ethText,
    signature: hex(ethSignature),
    valid: false,
  })
}

// Bitcoin mainnet.
{
  const chain = 'bip122:000000000019d6689c085ae165831e93' as const
  const prefix = '\x18Bitcoin Signed Message:\n'
  const key = seed('bitcoin')
  const pubkey = ecc.pointFromScalar(key, true) as Uint8Array
  const witness = (items: Uint8Array[]) => {
    const varInt = (n: number) => Uint8Array.of(n) // every item and count here is under 0xfd
    return Buffer.concat([varInt(items.length), ...items.flatMap((item) => [varInt(item.length), item])])
  }
  const toSign = (text: string, outputScript: Uint8Array) => {
    const tag = bcrypto.sha256(utf8('BIP0322-signed-message'))
    const toSpend = new Transaction()
    toSpend.version = 0
    toSpend.addInput(
      new Uint8Array(32),
      0xffffffff,
      0,
      script.compile([opcodes.OP_0, bcrypto.sha256(Buffer.concat([tag, tag, utf8(text)]))]),
    )
    toSpend.addOutput(outputScript, 0n)
    const tx = new Transaction()
    tx.version = 0
    tx.addInput(toSpend.getHash(), 0, 0)
    tx.addOutput(script.compile([opcodes.OP_RETURN]), 0n)
    return tx
  }
  const segwitV0 = (text: string, outputScript: Uint8Array) => {
    const scriptCode = payments.p2pkh({ pubkey }).output as Uint8Array
    const hash = toSign(text, outputScript).hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL)
    return witness([script.signature.encode(ecc.sign(hash, key), Transaction.SIGHASH_ALL), pubkey]).toString(
      'base64',
    )
  }
  const p2wpkh = payments.p2wpkh({ pubkey })
  const p2shP2wpkh = payments.p2sh({ redeem: p2wpkh })
  const p2pkh = payments.p2pkh({ pubkey })
  const text = message(chain, p2wpkh.address as string)
  const signature = segwitV0(text, p2wpkh.output as Uint8Array)
  vectors.push({
    name: 'bitcoin: BIP-322 simple, p2wpkh',
    chain,
    address: p2wpkh.address as string,
    message: text,
    signature,
    valid: true,
  })
  vectors.push({
    name: 'bitcoin: BIP-322 simple, p2wpkh, signature of another message',
    chain,
    address: p2wpkh.address as string,
    message: message(chain, p2wpkh.address as string),
    signature,
    valid: false,
  })
  const nested = message(chain, p2shP2wpkh.address as string)
  vectors.push({
    name: 'bitcoin: BIP-322 simple, p2sh-p2wpkh (the API refused it)',
    chain,
    address: p2shP2wpkh.address as string,
    message: nested,
    signature: segwitV0(nested, p2shP2wpkh.output as Uint8Array),
    valid: true,
  })
  vectors.push({
    name: 'bitcoin: a p2wpkh signature presented for the same key’s p2sh-p2wpkh address',
    chain,
    address: p2shP2wpkh.address as string,
    message: text.replace(p2wpkh.address as string, p2shP2wpkh.address as string),
    signature,
    valid: false,
  })
  // Taproot key path: the key tweaked by its own x-only key (no script tree), even y.
  const even = pubkey[0] === 2 ? key : (ecc.privateNegate(key) as Uint8Array)
  const internal = pubkey.subarray(1)
  const p2tr = payments.p2tr({ internalPubkey: internal })
  const tweaked = ecc.privateAdd(even, bcrypto.taggedHash('TapTweak', internal)) as Uint8Array
  const trText = message(chain, p2tr.address as string)
  const trHash = toSign(trText, p2tr.output as Uint8Array).hashForWitnessV1(
    0,
    [p2tr.output as Uint8Array],
    [0n],
    Transaction.SIGHASH_DEFAULT,
  )
  vectors.push({
    name: 'bitcoin: BIP-322 simple, p2tr key path',
    chain,
    address: p2tr.address as string,
    message: trText,
    signature: witness([ecc.signSchnorr(trHash, tweaked)]).toString('base64'),
    valid: true,
  })
  // 20 witness items: over the API's old bound (16), under the one bound now (100); not a p2wpkh witness either way.
  const padded = witness([...Array.from({ length: 19 }, () => new Uint8Array(1)), pubkey])
  vectors.push({
    name: 'bitcoin: a 20-item witness',
    chain,
    address: p2wpkh.address as string,
    message: text,
    signature: padded.toString('base64'),
    valid: false,
  })
  // Legacy (signmessage / BIP-137): the key recovered from the signature must own the address.
  const legacy = (textToSign: string, header: number) => {
    const bytes = utf8(textToSign)
    const length =
      bytes.length < 0xfd
        ? Uint8Array.of(bytes.length)
        : Uint8Array.of(0xfd, bytes.length & 0xff, bytes.length >> 8)
    const hash = bcrypto.hash256(Buffer.concat([utf8(prefix), length, bytes]))
    const { signature: rs, recoveryId } = ecc.signRecoverable(hash, key)
    return Buffer.from([header + recoveryId, ...rs]).toString('base64')
  }
  const legacyText = message(chain, p2pkh.address as string)
  vectors.push({
    name: 'bitcoin: legacy signmessage, p2pkh (compressed key)',
    chain,
    address: p2pkh.address as string,
    message: legacyText,
    signature: legacy(legacyText, 31),
    valid: true,
  })
  const legacySegwit = message(chain, p2wpkh.address as string)
  vectors.push({
    name: 'bitcoin: legacy BIP-137 header for p2wpkh',
    chain,
    address: p2wpkh.address as string,
    message: legacySegwit,
    signature: legacy(legacySegwit, 39),
    valid: true,
  })
}

const file = new URL('./signatureVectors.json', import.meta.url)
writeFileSync(file, `${JSON.stringify(vectors, null, 2)}\n`)
console.log(`${vectors.length} vectors written to ${file.pathname}`)
