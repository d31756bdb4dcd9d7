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

/** The JSON message an address signs (EIP-191) to register a name; `timestamp` in seconds, `nonce` from `GET /v1/profile/nonce`. */
export type RegisterNameMessage = {
  name: string
  attributes: Record<string, string>
  timestamp: number
  chainId: number
  nonce: string
}

export type RegisterNameRequest = NetworkScoped & {
  /** The registering 0x address (an EOA, or a smart account its owner signs for). */
  address: string
  /** The label, or the full name in the API's zone. */
  name: string
  attributes?: Record<string, string> | undefined
  /** Signs the message with the address (EIP-191) and resolves to the signature, e.g. viem's `account.signMessage`. */
  signMessage: (parameters: { message: string }) => Promise<string>
}
