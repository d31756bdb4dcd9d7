// 2-of-3 Shamir sharing of the wallet's secret. Share 1 stays on the device, share 2 goes to the service,
// share 3 is kept by the service encrypted under the user's recovery password. Each split has its own id: shares
// of different splits never combine. The share format and combining are the key format's (`@portico/recover`);
// splitting draws its random lines with `shamir-secret-sharing`.
import { combineShares2, ShareMismatchError, wipe } from '@portico/recover'
import { split } from 'shamir-secret-sharing'

export { ShareMismatchError } from '@portico/recover'

export type Share = { splitId: string; bytes: Uint8Array }

export type Split = {
  splitId: string
  /** [device share, service share, recovery share] */
  shares: [Share, Share, Share]
}

/**
 * Splits the secret into three shares, any two of which rebuild it.
 *
 * @example
 * const { splitId, shares: [device, service, recovery] } = await splitSecret(entropy)
 */
export async function splitSecret(secret: Uint8Array): Promise<Split> {
  const splitId = crypto.randomUUID()
  const [a, b, c] = await split(secret, 3, 2)
  if (!a || !b || !c) throw new Error('Splitting failed')
  return {
    splitId,
    shares: [
      { splitId, bytes: a },
      { splitId, bytes: b },
      { splitId, bytes: c },
    ],
  }
}

/** The secret from two shares of one split. Shares of different splits are refused. */
export async function combineShares(first: Share, second: Share): Promise<Uint8Array> {
  if (first.splitId !== second.splitId) throw new ShareMismatchError()
  return combineShares2(first.bytes, second.bytes)
}

/** Zeroes the bytes of every share of a split. */
export function wipeSplit(split: Split): void {
  wipe(...split.shares.map((share) => share.bytes))
}
