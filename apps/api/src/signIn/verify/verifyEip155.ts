import { isAddress, isHex, type PublicClient } from 'viem'

export type VerifyEip155Parameters = {
  /** The chain's public client (one the API serves). */
  client: PublicClient
  address: string
  message: string
  /** 0x-prefixed hex: 65 bytes for an EOA, any length for a smart account, ERC-6492 wrapped when undeployed. */
  signature: string
}

/** An EIP-55 address (mixed case checked), or an all-lower/upper one. */
export const isEip155Address = (address: string) => isAddress(address)

/**
 * Verifies an EIP-191 `personal_sign` signature of the message: an EOA's, a deployed smart account's (ERC-1271
 * `isValidSignature`) or an undeployed one's (ERC-6492: deploy and check in one simulated call). Invalid
 * signatures and contracts that revert are `false`; a node that cannot be reached throws. The check is viem's
 * `verifyMessage`, the call the EVM adapter's `verifyMessage` makes too, so there is no rule of ours to drift. It
 * is not imported from @portico/adapter-evm because core's tests sign in with EVM through this API in-process:
 * they would need that adapter built first, and it builds after core.
 */
export async function verifyEip155({
  client,
  address,
  message,
  signature,
}: VerifyEip155Parameters): Promise<boolean> {
  if (!isHex(signature) || signature.length < 4) return false
  try {
    return await client.verifyMessage({ address: address as `0x${string}`, message, signature })
  } catch (error) {
    if (isUnreachable(error)) throw error
    return false
  }
}

/** viem's transport failures (HTTP errors, timeouts): the node, not the signature, is at fault. */
function isUnreachable(error: unknown): boolean {
  for (let e = error as { name?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.name === 'HttpRequestError' || e.name === 'TimeoutError') return true
  }
  return false
}
