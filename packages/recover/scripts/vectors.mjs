// Writes vectors/v1.json, the key format's test vectors, from the built library (`pnpm build` first). Every
// random choice is fixed (slopes, x values, salts, ivs), so running it again gives the same file; the tests
// check the library against the file, not against this script.
import { writeFileSync } from 'node:fs'
import {
  combineShares2,
  evmPrivateKeyHex,
  fromHex,
  kitShareAssociatedData,
  sealShare,
  secretFromEvmKey,
  secretFromMnemonic,
  secretFromSolanaKey,
  sharesOnLine,
  solanaSecretKeyBase58,
  toBase64,
  toHex,
  walletFromSecret,
} from '../dist/index.js'

const scrypt = { N: 2 ** 4, r: 8, p: 1 }
const bytes = (length, start) => Uint8Array.from({ length }, (_, i) => (start + 37 * i) & 0xff)
const PASSWORD = 'correct horse battery staple'
// Fullwidth letters: NFKC turns this into PASSWORD, so it opens the same sealed share.
const PASSWORD_NFKC = 'ｃｏｒｒｅｃｔ horse battery staple'

async function describeWallet(secret) {
  const wallet = await walletFromSecret(secret)
  const entry = { kind: wallet.kind, secret: toHex(secret), addresses: wallet.addresses }
  if (wallet.mnemonic) entry.mnemonic = wallet.mnemonic
  if (wallet.keys.evm) entry.evmPrivateKey = evmPrivateKeyHex(wallet.keys.evm)
  if (wallet.keys.solana) entry.solanaSecretKey = solanaSecretKeyBase58(wallet.keys.solana)
  wallet.wipe()
  return entry
}

const mnemonics = [
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
  'legal winner thank year wave sausage worth useful legal winner thank yellow',
  'letter advice cage absurd amount doctor acoustic avoid letter advice cage absurd amount doctor acoustic avoid letter always',
  'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo vote',
]
const wallets = []
for (const mnemonic of mnemonics) wallets.push(await describeWallet(secretFromMnemonic(mnemonic)))
const evmKey = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'
wallets.push({ input: evmKey, ...(await describeWallet(secretFromEvmKey(evmKey))) })
const solanaSeed = bytes(32, 9)
const { solanaSecretKey } = await describeWallet(Uint8Array.from([2, ...solanaSeed]))
wallets.push({ input: solanaSecretKey, ...(await describeWallet(secretFromSolanaKey(solanaSecretKey))) })

// Shares: y(x) = s ⊕ slope·x per byte, at fixed x; then the share at another x from the secret and one share.
const splits = []
for (const [index, wallet] of wallets.entries()) {
  const secret = fromHex(wallet.secret)
  const slopes = bytes(secret.length, 101 + index)
  const xs = [1 + index, 2 + 40 * index, 255 - index]
  const shares = sharesOnLine(secret, slopes, xs)
  const kitX = 100 + index
  const [kitShare] = sharesOnLine(secret, slopes, [kitX])
  if (toHex(combineShares2(shares[0], shares[2])) !== wallet.secret)
    throw new Error('vector does not combine')
  splits.push({
    secret: wallet.secret,
    slopes: toHex(slopes),
    shares: shares.map((share) => toBase64(share)),
    shareAt: { x: kitX, share: toBase64(kitShare) },
  })
}

const sealedShare = {
  password: PASSWORD,
  sameUnderNfkc: PASSWORD_NFKC,
  share: splits[0].shares[2],
  salt: toBase64(bytes(16, 1)),
  iv: toBase64(bytes(12, 2)),
  sealed: await sealShare(Uint8Array.from(Buffer.from(splits[0].shares[2], 'base64')), PASSWORD, {
    scrypt,
    salt: bytes(16, 1),
    iv: bytes(12, 2),
  }),
}

// One kit per kind of secret: the recovery share is share 3 of the split, the kit share the one at shareAt.x.
const kits = []
const splitId = (n) => `0f5c2b6e-4a1d-4c3e-9b7a-${String(n).padStart(12, '0')}`
for (const index of [1, 4, 5]) {
  const wallet = wallets[index]
  const split = splits[index]
  const id = splitId(index)
  const share = (text) => Uint8Array.from(Buffer.from(text, 'base64'))
  const kit = {
    format: 'portico-emergency-kit',
    v: 1,
    createdAt: '2026-11-28T04:00:00.000Z',
    service: 'https://wallet.example.com',
    addresses: wallet.addresses,
    splitId: id,
    recovery: await sealShare(share(split.shares[2]), PASSWORD, {
      scrypt,
      salt: bytes(16, 10 + index),
      iv: bytes(12, 20 + index),
    }),
    kitShare: await sealShare(share(split.shareAt.share), PASSWORD, {
      scrypt,
      salt: bytes(16, 30 + index),
      iv: bytes(12, 40 + index),
      associatedData: kitShareAssociatedData(id),
    }),
  }
  kits.push({ kind: wallet.kind, password: PASSWORD, wallet: index, kit })
}

const vectors = {
  description:
    "Test vectors of Portico's open key format, version 1. Binary fields: hex (secret, slopes) or base64 (shares, salt, iv, ct). A share is y bytes followed by its x byte. Sealed shares and kits use scrypt N=2^4 (real ones use N=2^16) so the vectors run fast.",
  wallets,
  splits,
  sealedShare,
  kits,
}
writeFileSync(new URL('../vectors/v1.json', import.meta.url), `${JSON.stringify(vectors, null, 2)}\n`)
