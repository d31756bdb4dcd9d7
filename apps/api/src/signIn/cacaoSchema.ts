import type { Cacao } from '@portico/siwx'
import { z } from 'zod'

/**
 * A CACAO (CAIP-74) of a CAIP-122 sign-in as the request may carry it, as WalletConnect's one-click
 * authentication (`wc_sessionAuthenticate`) returns it: the payload of the message, `iss` naming the account as
 * `did:pkh:<CAIP-10>` (eip155 only here), and the signature. Its type and its message text are @portico/siwx's.
 */
export const cacaoSchema = z.object({
  h: z.object({ t: z.enum(['caip122', 'eip4361']) }),
  p: z.object({
    domain: z.string().min(1).max(255),
    aud: z.string().min(1).max(1024),
    version: z.string().min(1).max(8),
    nonce: z.string().min(1).max(256),
    iat: z.string().min(1).max(64),
    iss: z
      .string()
      .regex(/^did:pkh:eip155:\d{1,18}:0x[0-9a-fA-F]{40}$/, 'Expected did:pkh:eip155:<chain>:<address>'),
    exp: z.string().max(64).optional(),
    nbf: z.string().max(64).optional(),
    statement: z.string().max(1024).optional(),
    requestId: z.string().max(1024).optional(),
    resources: z.array(z.string().max(1024)).max(64).optional(),
  }),
  s: z.object({ t: z.string().max(32), s: z.string().min(1).max(8192) }),
}) satisfies z.ZodType<Cacao>
