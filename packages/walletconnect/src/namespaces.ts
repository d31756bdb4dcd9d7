import type { ProposalNamespaces, SessionNamespaces } from './types.js'

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** Whether `value` has the shape of session namespaces (accounts, methods and events lists; chains optional). */
export function isSessionNamespaces(value: unknown): value is SessionNamespaces {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.values(value).every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      isStringArray(entry.accounts) &&
      isStringArray(entry.methods) &&
      isStringArray(entry.events) &&
      (entry.chains === undefined || isStringArray(entry.chains)) &&
      entry.accounts.every((account: string) => account.split(':').length === 3),
  )
}

/** The CAIP-2 chains a session namespace covers: its `chains`, else the chains of its accounts. */
export function chainsOf(entry: { accounts: string[]; chains?: string[] | undefined }): string[] {
  const chains = entry.chains ?? entry.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set(chains)]
}

/**
 * Why `namespaces` do not satisfy `required` (a message), or undefined when they do: every required namespace
 * (or chain key such as `eip155:10`) must be present with its chains, methods and events.
 */
export function unmetRequirement(
  required: ProposalNamespaces,
  namespaces: SessionNamespaces,
): string | undefined {
  for (const [key, wanted] of Object.entries(required)) {
    const namespace = key.split(':')[0]!
    const entry = namespaces[namespace]
    if (!entry) return `The session lacks the required namespace ${namespace}`
    const chains = chainsOf(entry)
    for (const chain of wanted.chains ?? (key.includes(':') ? [key] : [])) {
      if (!chains.includes(chain)) return `The session lacks the required chain ${chain}`
    }
    for (const method of wanted.methods) {
      if (!entry.methods.includes(method)) return `The session lacks the required method ${method}`
    }
    for (const event of wanted.events) {
      if (!entry.events.includes(event)) return `The session lacks the required event ${event}`
    }
  }
  return undefined
}
