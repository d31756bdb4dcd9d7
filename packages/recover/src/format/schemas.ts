// The format's JSON shapes as zod/mini schemas, every field bounded so a hostile file cannot make a reader hang
// or allocate much. The JSON Schema files in `schema/` describe the same shapes for other languages.
import * as z from 'zod/mini'

const base64 = (max: number) => z.string().check(z.maxLength(max), z.regex(/^[A-Za-z0-9+/]*={0,2}$/))

/** Split ids are UUIDs (any version). */
export const splitIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/))

/** scrypt's N: a power of two from 2^4 to 2^20 (2^20 × r=16 × 128 bytes = 2 GiB is the most a file can ask). */
const scryptN = z
  .number()
  .check(z.refine((n) => Number.isInteger(Math.log2(n)) && n >= 2 ** 4 && n <= 2 ** 20, 'N out of range'))

/** A share sealed under a password: `{ v, kdf, N, r, p, salt, iv, ct }`, binary fields in base64. */
export const sealedShareSchema = z.object({
  v: z.literal(1),
  kdf: z.literal('scrypt'),
  N: scryptN,
  r: z.number().check(z.int(), z.minimum(1), z.maximum(16)),
  p: z.number().check(z.int(), z.minimum(1), z.maximum(4)),
  salt: base64(64),
  iv: base64(64),
  ct: base64(1024),
})

export type SealedShare = z.infer<typeof sealedShareSchema>

/** One share in JSON: `{ v: 1, splitId, share }`, `share` the base64 of y bytes ‖ x. */
export const shareJsonSchema = z.object({
  v: z.literal(1),
  splitId: splitIdSchema,
  share: base64(128),
})

export type ShareJson = z.infer<typeof shareJsonSchema>

export const evmAddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
export const solanaAddressSchema = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))

/** The emergency kit file. */
export const kitSchema = z.object({
  format: z.literal('portico-emergency-kit'),
  v: z.literal(1),
  createdAt: z.string().check(z.maxLength(40), z.regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:\d{2})$/)),
  service: z.string().check(z.maxLength(2048)),
  addresses: z
    .object({ eip155: z.optional(evmAddressSchema), solana: z.optional(solanaAddressSchema) })
    .check(
      z.refine((a) => a.eip155 !== undefined || a.solana !== undefined, 'A kit has at least one address'),
    ),
  splitId: splitIdSchema,
  recovery: sealedShareSchema,
  kitShare: sealedShareSchema,
})

export type Kit = z.infer<typeof kitSchema>

/** The largest kit file a reader accepts (a real one is about 1 KiB). */
export const MAX_KIT_BYTES = 64 * 1024
