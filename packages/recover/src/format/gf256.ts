// Arithmetic in GF(2^8) with the AES polynomial x^8 + x^4 + x^3 + x + 1 (0x11b), the field of the shares.
// Addition is XOR; multiplication is carry-less with reduction. No tables: a few hundred operations per share.

/** a · b in GF(2^8). */
export function gfMul(a: number, b: number): number {
  let product = 0
  let x = a & 0xff
  let y = b & 0xff
  while (y > 0) {
    if (y & 1) product ^= x
    x = x & 0x80 ? ((x << 1) ^ 0x11b) & 0xff : x << 1
    y >>= 1
  }
  return product
}

/** a^-1 in GF(2^8) (a^254); throws for 0. */
export function gfInv(a: number): number {
  if ((a & 0xff) === 0) throw new RangeError('0 has no inverse')
  let result = 1
  let base = a & 0xff
  let exponent = 254
  while (exponent > 0) {
    if (exponent & 1) result = gfMul(result, base)
    base = gfMul(base, base)
    exponent >>= 1
  }
  return result
}

/** a / b in GF(2^8). */
export function gfDiv(a: number, b: number): number {
  return gfMul(a, gfInv(b))
}
