import { type SessionNamespace, withAccount } from '../namespaces.js'
import type { WalletPageContext } from './context.js'
import { addresses } from './devWallets.js'
import { type DappMetadata, USER_DISCONNECTED } from './state.js'

/** The session's namespaces with `chains` filled in from the accounts when the wallet sent none. */
function sessionNamespaces(namespaces: Record<string, Partial<SessionNamespace>>) {
  const out: Record<string, SessionNamespace> = {}
  for (const [key, ns] of Object.entries(namespaces)) {
    const accounts = ns.accounts ?? []
    const chains = ns.chains ?? [...new Set(accounts.map((a) => a.slice(0, a.lastIndexOf(':'))))]
    out[key] = { chains, accounts, methods: ns.methods ?? [], events: ns.events ?? [] }
  }
  return out
}

/** Resolves with `promise`, or undefined after `ms` (a dapp that went away must not hang the wallet). */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))])

/** The sessions as the page shows them, read again from the client. */
export function refreshSessions(page: WalletPageContext) {
  page.set({
    sessions: page.client.session.getAll().map((session) => ({
      topic: session.topic,
      dapp: session.peer.metadata as DappMetadata,
      namespaces: Object.fromEntries(
        Object.entries(session.namespaces).map(([key, ns]) => [
          key,
          { accounts: ns.accounts, methods: ns.methods },
        ]),
      ),
      expiresAt: session.expiry * 1000,
    })),
  })
}

type SessionEvent = { name: string; data: unknown; chainId: string }

/** Updates every session's namespaces (awaiting the dapp's acknowledgement briefly), then emits per session. */
async function updateSessions(
  page: WalletPageContext,
  change: (namespaces: Record<string, SessionNamespace>) => Record<string, SessionNamespace>,
  events: (namespaces: Record<string, SessionNamespace>) => SessionEvent[],
) {
  const { client } = page
  for (const session of client.session.getAll()) {
    const before = sessionNamespaces(session.namespaces)
    const after = change(before)
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      const { acknowledged } = await client.update({ topic: session.topic, namespaces: after })
      await within(acknowledged(), 5_000)
    }
    for (const { name, data, chainId } of events(after)) {
      await client.emit({ topic: session.topic, event: { name, data }, chainId })
    }
  }
  refreshSessions(page)
}

/** Makes EVM chain `id` the current one in every session and tells the dapps (`chainChanged`). */
export async function moveToChain(page: WalletPageContext, id: number) {
  const caip = `eip155:${id}`
  page.set({ chainId: id })
  await updateSessions(
    page,
    (ns) => withAccount(ns, 'eip155', page.state.evmAddress, caip),
    (ns) => (ns.eip155 ? [{ name: 'chainChanged', data: id, chainId: caip }] : []),
  )
}

/** The page's "switch chain": a served chain becomes the current one. */
export async function switchChain(page: WalletPageContext, id: number) {
  if (!page.chains.some((c) => c.id === id)) return
  await moveToChain(page, id)
  page.status('success', `Switched to ${page.chains.find((c) => c.id === id)!.name}.`)
}

/** The page's "switch account": the next account in every session, and `accountsChanged` to the dapps. */
export async function switchAccount(page: WalletPageContext) {
  const index = (page.state.accountIndex + 1) % page.state.accountCount
  const next = await addresses(page, index)
  page.set({ accountIndex: index, evmAddress: next.evm, solanaAddress: next.solana })
  await updateSessions(
    page,
    (ns) => {
      let out = withAccount(ns, 'eip155', next.evm)
      if (next.solana) out = withAccount(out, 'solana', next.solana)
      return out
    },
    (ns) => {
      const events: SessionEvent[] = []
      const evm = ns.eip155
      if (evm) {
        const current = `eip155:${page.state.chainId}`
        const chain = evm.chains.includes(current) ? current : evm.chains[0]!
        events.push({ name: 'accountsChanged', data: [next.evm], chainId: chain })
      }
      if (ns.solana && next.solana) {
        events.push({ name: 'accountsChanged', data: [next.solana], chainId: ns.solana.chains[0]! })
      }
      return events
    },
  )
  page.status('success', `Switched to account ${index + 1}.`)
}

/** Ends a session from the wallet side. */
export async function disconnect(page: WalletPageContext, topic: string) {
  const name = page.state.sessions.find((s) => s.topic === topic)?.dapp.name ?? 'the dapp'
  try {
    await page.client.disconnect({ topic, reason: USER_DISCONNECTED })
    page.status('info', `Disconnected from ${name}.`)
  } catch (error) {
    page.status('error', `Disconnect failed: ${(error as Error).message}`)
  }
  refreshSessions(page)
}

/** A session the dapp ended or that expired leaves the list. */
export function listenForSessionEnds(page: WalletPageContext) {
  page.client.on('session_delete', ({ topic }) => {
    const name = page.state.sessions.find((s) => s.topic === topic)?.dapp.name ?? 'The dapp'
    refreshSessions(page)
    page.status('info', `${name} disconnected.`)
  })
  page.client.on('session_expire', () => refreshSessions(page))
}
