import type { NetworkScoped } from './shared.js'

// The profile routes (`/v1/profile/*`): account names, their lookup, suggestions and registration.

export type NameRecord = {
  name: string
  registered?: number | undefined
  updated?: number | undefined
  /** Keyed by coin type. */
  addresses: Record<string, { address: string; created?: string | undefined }>
  attributes: Record<string, string>
}

export type LookupNameRequest = NetworkScoped & { name: string }
export type NamesForAddressRequest = NetworkScoped & { address: string; sender?: string | undefined }

export type NameSuggestion = { name: string; registered?: boolean | undefined } & Record<string, unknown>
export type NameSuggestionsRequest = NetworkScoped & {
  name: string
  /** Default `DEFAULT_NAME_ZONE`. */
  zone?: string | undefined
}
export type NameSuggestionsResponse = { suggestions: NameSuggestion[] }

export type RegisterNameRequest = NetworkScoped & {
  coinType: number
  address: string
  /** The signed JSON message: `{ name, attributes, timestamp }` (timestamp in seconds). */
  message: string
  signature: string
}
