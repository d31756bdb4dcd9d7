import { z } from 'zod'
import { DEVICE_ID_PATTERN } from './auth/devices.js'

/** An e-mail address, trimmed and in lower case (addresses are compared that way). */
export const emailSchema = z
  .string()
  .max(254)
  .transform((text) => text.trim().toLowerCase())
  .pipe(z.email())

export const deviceIdSchema = z.string().regex(DEVICE_ID_PATTERN, 'Expected 16–64 of A–Z a–z 0–9 _ -')

/** A code as typed: at most 32 characters (spaces trimmed); only 6 digits can match. */
export const otpSchema = z
  .string()
  .max(32)
  .transform((text) => text.trim())

/** A BCP 47 tag for the mails' language; anything else is ignored (English then), never refused. */
export const localeSchema = z
  .unknown()
  .transform((value) =>
    typeof value === 'string' && /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,4}$/.test(value) ? value : undefined,
  )
  .optional()

/** A split's id, chosen by the frame. */
export const splitIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected 1–64 of A–Z a–z 0–9 _ -')

/** A Shamir share of a 32-byte secret, base64 (a few dozen characters; 1 KiB at most). */
export const shareSchema = z
  .string()
  .max(1024)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Expected base64')

/** The recovery share, encrypted by the frame: opaque here, at most 4 KiB. */
export const blobSchema = z.string().min(1).max(4096)

/**
 * A wallet's addresses: both chains for a wallet made from a recovery phrase, one chain for a wallet made from an
 * imported private key (never none).
 */
export const addressesSchema = z
  .object({
    eip155: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte address')
      .optional(),
    solana: z
      .string()
      .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Expected a base58 public key')
      .optional(),
  })
  .refine((addresses) => addresses.eip155 !== undefined || addresses.solana !== undefined, {
    message: 'Expected an eip155 or a solana address',
  })

/** Bytes as unpadded base64url (the JSON forms of WebAuthn), at most `max` characters. */
const base64urlSchema = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'Expected base64url')

/** A passkey's credential id, base64url (at most 1023 bytes: 1366 characters). */
export const credentialIdSchema = base64urlSchema(1366)

/** A passkey's name as its owner typed it: trimmed, 1–64 characters. */
export const passkeyNameSchema = z
  .string()
  .max(64)
  .transform((text) => text.trim())
  .pipe(z.string().min(1, 'Expected a name'))

/** How the browser says it can reach an authenticator (`internal`, `usb`, `hybrid`, …). */
const transportsSchema = z.array(z.string().regex(/^[a-z0-9-]{1,32}$/, 'Expected a transport')).max(8)

/** Extension results the browser reported: accepted, never read (the frame keeps PRF outputs to itself). */
const clientExtensionResultsSchema = z.object({})

const credentialFields = {
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
}

/** A new passkey as the browser made it: the standard JSON form of its `PublicKeyCredential`. */
export const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64urlSchema(2048),
    attestationObject: base64urlSchema(8192),
    transports: transportsSchema.optional(),
  }),
})

/** A passkey's signature of a login challenge: the standard JSON form of its `PublicKeyCredential`. */
export const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64urlSchema(2048),
    authenticatorData: base64urlSchema(2048),
    signature: base64urlSchema(1024),
    userHandle: base64urlSchema(128).nullish(),
  }),
})
