// Which namespaces the wallet approves for a session proposal (CAIP-25): the chains it serves that the dapp
// asked for, its methods and events plus any the dapp requires, one account per chain.

/** A namespace as a proposal asks for it (keyed by `eip155` or by a chain such as `eip155:1`). */
export type ProposalNamespace = { chains?: string[] | undefined; methods: string[]; events: string[] }
/** A namespace as the wallet approves it. */
export type SessionNamespace = { chains: string[]; accounts: string[]; methods: string[]; events: string[] }

/** What the wallet can serve in one namespace: its CAIP-2 chains, the active account's address, methods, events. */
export type WalletNamespace = { chains: string[]; address: string; methods: string[]; events: string[] }

/** A proposal's namespaces merged: required and optional, `eip155:1`-style keys folded into `eip155`. */
export type RequestedNamespace = {
  namespace: string
  required: boolean
  chains: string[]
  methods: string[]
  events: string[]
}

export type ApprovedNamespaces = {
  namespaces: Record<string, SessionNamespace>
  /** Why the proposal cannot be approved as asked (required namespaces or chains this wallet lacks). */
  problems: string[]
}

const unique = (values: Iterable<string>) => [...new Set(values)]

/** Merges the required and optional namespaces of a proposal, per namespace. */
export function requestedNamespaces(
  required: Record<string, ProposalNamespace> | undefined,
  optional: Record<string, ProposalNamespace> | undefined,
): RequestedNamespace[] {
  const merged = new Map<string, RequestedNamespace>()
  const add = (key: string, value: ProposalNamespace, isRequired: boolean) => {
    const namespace = key.includes(':') ? key.slice(0, key.indexOf(':')) : key
    const chains = key.includes(':') ? [key] : (value.chains ?? [])
    const entry = merged.get(namespace) ?? { namespace, required: false, chains: [], methods: [], events: [] }
    entry.required ||= isRequired
    entry.chains = unique([...entry.chains, ...chains])
    entry.methods = unique([...entry.methods, ...(value.methods ?? [])])
    entry.events = unique([...entry.events, ...(value.events ?? [])])
    merged.set(namespace, entry)
  }
  for (const [key, value] of Object.entries(required ?? {})) add(key, value, true)
  for (const [key, value] of Object.entries(optional ?? {})) add(key, value, false)
  return [...merged.values()]
}

/** The required chains of a proposal, per namespace (what the wallet must cover to approve). */
function requiredChains(required: Record<string, ProposalNamespace> | undefined) {
  const chains: string[] = []
  for (const [key, value] of Object.entries(required ?? {})) {
    chains.push(...(key.includes(':') ? [key] : (value.chains ?? [])))
  }
  return chains
}

/**
 * The session namespaces the wallet answers a proposal with. Per requested namespace it serves: the asked
 * chains it has (all of its chains when the dapp asked for none of them), its own methods and events plus the
 * required ones, and the account on every chain. `problems` lists what a required namespace asks that the
 * wallet lacks; approving anyway would fail the dapp's check.
 */
export function approveNamespaces(
  proposal: {
    requiredNamespaces?: Record<string, ProposalNamespace> | undefined
    optionalNamespaces?: Record<string, ProposalNamespace> | undefined
  },
  wallet: Record<string, WalletNamespace>,
): ApprovedNamespaces {
  const namespaces: Record<string, SessionNamespace> = {}
  const problems: string[] = []
  const mustHave = requiredChains(proposal.requiredNamespaces)
  for (const requested of requestedNamespaces(proposal.requiredNamespaces, proposal.optionalNamespaces)) {
    const own = wallet[requested.namespace]
    if (!own) {
      if (requested.required) problems.push(`This wallet has no ${requested.namespace} accounts.`)
      continue
    }
    const asked = requested.chains.filter((chain) => own.chains.includes(chain))
    const chains = asked.length > 0 ? asked : own.chains
    const requiredMethods = requested.required ? requested.methods : []
    const requiredEvents = requested.required ? requested.events : []
    namespaces[requested.namespace] = {
      chains,
      accounts: chains.map((chain) => `${chain}:${own.address}`),
      methods: unique([...own.methods, ...requiredMethods]),
      events: unique([...own.events, ...requiredEvents]),
    }
  }
  for (const chain of mustHave) {
    const namespace = chain.slice(0, chain.indexOf(':'))
    if (wallet[namespace] && !wallet[namespace].chains.includes(chain)) {
      problems.push(`This wallet does not serve the required chain ${chain}.`)
    }
  }
  if (Object.keys(namespaces).length === 0 && problems.length === 0) {
    problems.push('The dapp asks for no namespace this wallet serves.')
  }
  return { namespaces, problems }
}

/** `namespaces` with the account moved to `address` in `namespace` and `chain` added to it when missing. */
export function withAccount(
  namespaces: Record<string, SessionNamespace>,
  namespace: string,
  address: string,
  addChain?: string,
): Record<string, SessionNamespace> {
  const current = namespaces[namespace]
  if (!current) return namespaces
  const chains =
    addChain && !current.chains.includes(addChain) ? [...current.chains, addChain] : current.chains
  return {
    ...namespaces,
    [namespace]: { ...current, chains, accounts: chains.map((chain) => `${chain}:${address}`) },
  }
}
