import { isIP } from 'node:net'
import type { AuthContext } from '../context.js'
import { AuthError } from '../errors.js'

/** The name the browser's passkey prompt shows when `webauthn.rpName` is not set. */
export const DEFAULT_RP_NAME = 'Portico Wallet'

/** The relying party that passkeys of this service belong to. */
export type RelyingParty = {
  /** The domain passkeys are bound to. */
  id: string
  name: string
  /** The origins a ceremony may have run on (the frame's). */
  origins: string[]
}

/**
 * The relying party of the service's settings, each unset part taken from the public URL now (its port may only be
 * known once the server listens): its host name as the id, its origin as the one origin.
 */
export function relyingParty(ctx: Pick<AuthContext, 'config' | 'publicUrl'>): RelyingParty {
  const { rpId, rpName, origins } = ctx.config.webauthn
  const url = new URL(ctx.publicUrl())
  return {
    id: rpId ?? url.hostname,
    name: rpName ?? DEFAULT_RP_NAME,
    origins: origins ?? [url.origin],
  }
}

/** An IPv4 or IPv6 address (bracketed or not), which browsers refuse as a relying party's id. */
export const isIpAddress = (host: string) => isIP(host.replace(/^\[(.*)\]$/, '$1')) !== 0

/** Whether passkeys can work here: browsers bind them to a domain name, never to an IP address. */
export function passkeysAvailable(ctx: Pick<AuthContext, 'config' | 'publicUrl'>): boolean {
  return !isIpAddress(relyingParty(ctx).id)
}

/** 409 PASSKEY_UNAVAILABLE: the service is reached by an IP address, where browsers refuse passkeys. */
export class PasskeysUnavailableError extends AuthError {
  override name = 'PasskeysUnavailableError'
  constructor() {
    super(
      409,
      'Passkeys need the wallet service on a domain name (localhost works for development)',
      'PASSKEY_UNAVAILABLE',
    )
  }
}

/** The relying party, or `PasskeysUnavailableError` when its id is an IP address. */
export function requireRelyingParty(ctx: Pick<AuthContext, 'config' | 'publicUrl'>): RelyingParty {
  const party = relyingParty(ctx)
  if (isIpAddress(party.id)) throw new PasskeysUnavailableError()
  return party
}
