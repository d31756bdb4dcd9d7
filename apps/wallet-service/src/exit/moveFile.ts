// The file that moves a wallet from one wallet service to another: what the old service holds of the user's wallet,
// signed with its exit key over a canonical JSON of everything but the signature.
import { createHash } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { z } from 'zod'
import { addressesSchema, blobSchema, emailSchema, shareSchema, splitIdSchema } from '../schemas.js'

export const MOVE_FORMAT = 'portico-wallet-move'
/** How long a move file can be imported after it was made. */
export const MOVE_FILE_TTL_MS = 24 * 60 * 60_000
/** The largest move file read (a few dozen shares fit many times over). */
export const MAX_MOVE_FILE_BYTES = 256 * 1024

/** An origin as `new URL(…).origin` writes it: scheme, host and port, nothing else. */
export const originSchema = z
  .string()
  .max(256)
  .refine((text) => {
    try {
      const url = new URL(text)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text
    } catch {
      return false
    }
  }, 'Expected an origin such as https://wallet.example.com (no path, no trailing slash)')

/** An Ed25519 public key or signature, base64url without padding. */
const base64url = (bytes: number) =>
  z.string().refine((text) => {
    const length = Math.ceil((bytes * 4) / 3)
    return text.length === length && /^[A-Za-z0-9_-]+$/.test(text)
  }, `Expected ${bytes} bytes in base64url`)
export const publicKeySchema = base64url(32)
const signatureSchema = base64url(64)

const unsignedMoveSchema = z.strictObject({
  format: z.literal(MOVE_FORMAT),
  v: z.literal(1),
  from: originSchema,
  to: originSchema,
  email: emailSchema,
  addresses: addressesSchema,
  recovery: z.strictObject({ splitId: splitIdSchema, blob: blobSchema }),
  shares: z
    .array(z.strictObject({ splitId: splitIdSchema, share: shareSchema }))
    .min(1)
    .max(64),
  issuedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
})
export const moveFileSchema = unsignedMoveSchema.extend({ signature: signatureSchema })

export type UnsignedMove = z.infer<typeof unsignedMoveSchema>
export type MoveFile = z.infer<typeof moveFileSchema>

/** JSON with object keys sorted at every level and no spaces: the bytes a move file's signature covers. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

const signedBytes = (move: UnsignedMove) => new TextEncoder().encode(canonicalJson(move))

export function signMove(move: UnsignedMove, privateKey: Uint8Array): MoveFile {
  const signature = Buffer.from(ed25519.sign(signedBytes(move), privateKey)).toString('base64url')
  return { ...move, signature }
}

/** Whether `move`'s signature was made by `publicKey` (base64url) over the rest of the file. */
export function moveSignedBy(move: MoveFile, publicKey: string): boolean {
  const { signature, ...rest } = move
  try {
    return ed25519.verify(
      Buffer.from(signature, 'base64url'),
      signedBytes(rest),
      Buffer.from(publicKey, 'base64url'),
    )
  } catch {
    return false
  }
}

/** What identifies one move (the signed content, not the signature's encoding): a move is imported once. */
export function moveHash(move: MoveFile): string {
  const { signature: _, ...rest } = move
  return createHash('sha256').update(signedBytes(rest)).digest('hex')
}
