import type { NetworkScoped } from './shared.js'

// `GET /v1/identity/{address}`: the name and avatar of an address.

export type IdentityRequest = NetworkScoped & {
  address: string
  /** The connected account asking, sent as `sender`. */
  sender?: string | undefined
}
export type IdentityResponse = { name: string | null; avatar: string | null }
