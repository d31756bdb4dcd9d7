// Shamir 2-of-3 over GF(2^8): each byte of the secret s is the constant term of its own degree-1 polynomial
// y(x) = s ⊕ a·x. A share is the bytes y(x)[0..n-1] followed by one byte x (1..255); two shares of one split with
// different x rebuild s (Lagrange at 0). Byte-compatible with the npm `shamir-secret-sharing` package.
import { ShareMismatchError } from './errors.js'
import { gfDiv, gfMul } from './gf256.js'

/** The x coordinate of a share (its last byte). */
export function shareX(share: Uint8Array): number {
  return share[share.length - 1] ?? 0
}

function checkShare(share: Uint8Array, length?: number): void {
  if (share.length < 2) throw new ShareMismatchError('A share has at least one secret byte and its x')
  if (length !== undefined && share.length !== length)
    throw new ShareMismatchError('The shares differ in length')
  if (shareX(share) === 0) throw new ShareMismatchError('A share cannot sit at x = 0')
}

function checkX(x: number): void {
  if (!Number.isInteger(x) || x < 1 || x > 255) throw new RangeError(`x must be an integer in 1..255: ${x}`)
}

/**
 * The share at `x` of the split that `known` belongs to, given the secret: with degree 1, the secret and one share
 * fix the line, so y(x) = s ⊕ ((y_k ⊕ s) · x / x_k) per byte.
 *
 * @example
 * const kitShare = shareAt(secret, recoveryShare, 7) // combines with recoveryShare (or any share of its split)
 */
export function shareAt(secret: Uint8Array, known: Uint8Array, x: number): Uint8Array {
  checkShare(known, secret.length + 1)
  checkX(x)
  const xk = shareX(known)
  const ratio = gfDiv(x, xk)
  const share = new Uint8Array(secret.length + 1)
  for (let i = 0; i < secret.length; i++) {
    const s = secret[i] ?? 0
    share[i] = s ^ gfMul((known[i] ?? 0) ^ s, ratio)
  }
  share[secret.length] = x
  return share
}

/**
 * The secret from two shares of one split (Lagrange interpolation at 0). Shares of different lengths, at the
 * same x, or at x = 0 are refused with `ShareMismatchError`; shares of two different splits give a wrong secret,
 * which is why every caller checks the addresses it derives.
 */
export function combineShares2(a: Uint8Array, b: Uint8Array): Uint8Array {
  checkShare(a)
  checkShare(b, a.length)
  const xa = shareX(a)
  const xb = shareX(b)
  if (xa === xb) throw new ShareMismatchError('Two shares at the same x')
  const la = gfDiv(xb, xa ^ xb)
  const lb = gfDiv(xa, xa ^ xb)
  const secret = new Uint8Array(a.length - 1)
  for (let i = 0; i < secret.length; i++) secret[i] = gfMul(a[i] ?? 0, la) ^ gfMul(b[i] ?? 0, lb)
  return secret
}

/**
 * Shares of `secret` at the given x values on the lines with the given slopes (one byte per secret byte). The
 * frame splits with random slopes and x; fixed ones make the format's test vectors.
 */
export function sharesOnLine(secret: Uint8Array, slopes: Uint8Array, xs: readonly number[]): Uint8Array[] {
  if (slopes.length !== secret.length) throw new RangeError('One slope per secret byte')
  if (new Set(xs).size !== xs.length) throw new RangeError('The x values must differ')
  return xs.map((x) => {
    checkX(x)
    const share = new Uint8Array(secret.length + 1)
    for (let i = 0; i < secret.length; i++) share[i] = (secret[i] ?? 0) ^ gfMul(slopes[i] ?? 0, x)
    share[secret.length] = x
    return share
  })
}
