import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { FarcasterProfile, StartFarcasterClientOptions } from './types.js'

/** The options are not a usable Farcaster account (`message` says which). */
export class FarcasterClientOptionsError extends Error {
  override name = 'FarcasterClientOptionsError' as const
}

const profileSchema = z.object({
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  username: z.string().regex(/^[a-z0-9][a-z0-9.-]{0,63}$/, 'Expected a Farcaster name, without the @'),
  displayName: z.string().min(1).max(256).optional(),
  pfpUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
})

/** The account and the profile from the options; throws `FarcasterClientOptionsError` for unusable ones. */
export function readOptions(options: StartFarcasterClientOptions): {
  account: PrivateKeyAccount
  profile: FarcasterProfile
} {
  let account: PrivateKeyAccount
  try {
    account = privateKeyToAccount(options.privateKey)
  } catch {
    throw new FarcasterClientOptionsError('startFarcasterClient: `privateKey` is not a 32-byte hex key')
  }
  const { fid, username, displayName, pfpUrl } = options
  const profile = profileSchema.safeParse({ fid, username, displayName, pfpUrl })
  if (!profile.success) {
    const [issue] = profile.error.issues
    throw new FarcasterClientOptionsError(
      `startFarcasterClient: \`${issue?.path.join('.')}\`: ${issue?.message ?? 'invalid'}`,
    )
  }
  return { account, profile: profile.data }
}
