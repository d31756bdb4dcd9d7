// The wallet side of the page: `@walletconnect/sign-client` (the reference implementation) wired to the dev
// wallets. Proposals wait for Approve / Reject in the page; requests go through the dev wallets, whose prompt
// asks for consent exactly as the injected wallet does.

import type { WalletAccount } from '@wallet-standard/base'
import { SignClient } from '@walletconnect/sign-client'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createDevWallet } from '../../createDevWallet.js'
import { ProviderRpcError, toProviderError, unrecognizedChain } from '../../errors.js'
import { createPrompt } from '../../prompt.js'
import { createSolanaDevWallet, type SolanaDevWallet } from '../../solana/createSolanaDevWallet.js'
import type { DevWallet, DevWalletChain, DevWalletRequest } from '../../types.js'
import {
  type ApprovedNamespaces,
  approveNamespaces,
  type RequestedNamespace,
  requestedNamespaces,
  type SessionNamespace,
  type WalletNamespace,
  withAccount,
} from '../namespaces.js'
import type { WalletPageConfig } from '../types.js'
import { SOLANA_METHODS, solanaRequest } from './solanaRequests.js'

export const EVM_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]
const EVENTS = ['chainChanged', 'accountsChanged']

/** Session-protocol reasons (WalletConnect's error codes). */
const USER_REJECTED = { code: 5000, message: 'User rejected.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

type Client = Awaited<ReturnType<typeof SignClient.init>>
export type DappMetadata = { name: string; description: string; url: string; icons: string[] }

export type PendingProposal = {
  id: number
  dapp: DappMetadata
  requested: RequestedNamespace[]
  approved: ApprovedNamespaces
  /** ms */
  expiresAt: number | undefined
}

/** A one-click sign-in (`wc_sessionAuthenticate`): connect and sign in with one approval. */
export type PendingAuthRequest = {
  id: number
  dapp: DappMetadata
  domain: string
  statement: string | undefined
  /** The chains the wallet signs for: those asked that it serves, in the dapp's order. */
  chains: string[]
  /** The payload as the wallet fills it in (its chains and methods, the ReCap sentence in the statement). */
  payload: AuthPayload
  /** ms */
  expiresAt: number | undefined
}
type AuthPayload = ReturnType<typeof populateAuthPayload>

export type SessionView = {
  topic: string
  dapp: DappMetadata
  namespaces: Record<string, { accounts: string[]; methods: string[] }>
  /** ms */
  expiresAt: number
}

export type Status = { kind: 'info' | 'success' | 'error'; text: string }

export type WalletState = {
  ready: boolean
  status: Status | undefined
  proposal: PendingProposal | undefined
  authRequest: PendingAuthRequest | undefined
  sessions: SessionView[]
  accountIndex: number
  accountCount: number
  evmAddress: string
  solanaAddress: string | undefined
  chains: DevWalletChain[]
  chainId: number
}

export type WalletController = {
  getState(): WalletState
  subscribe(listener: () => void): () => void
  /** Pairs with a `wc:` URI; resolves whether the pairing started (the proposal follows on its own). */
  pair(uri: string): Promise<boolean>
  approve(): Promise<void>
  reject(): Promise<void>
  /** Signs the pending sign-in request (one message per chain) and answers it. */
  approveAuth(): Promise<void>
  rejectAuth(): Promise<void>
  switchChain(chainId: number): Promise<void>
  switchAccount(): Promise<void>
  disconnect(topic: string): Promise<void>
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

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

export async function createWalletController(config: WalletPageConfig): Promise<WalletController> {
  const listeners = new Set<() => void>()
  const evmKeys = config.evm.privateKeys
  const solanaKeys = config.solana?.secretKeys ?? []
  const accountCount = Math.max(evmKeys.length, 1)
  const chains = config.evm.chains.map((chain) => ({ ...chain }))

  // The prompt of the injected wallet, one card at a time; it shows the dapp that asks and the account in use.
  let promptContext: { address: string; chain: DevWalletChain; site?: string } = {
    address: '',
    chain: chains[0]!,
  }
  const showPrompt = createPrompt(document, () => ({ ...promptContext, name: config.name }))
  const prompt = (request: DevWalletRequest) => showPrompt(request)

  const evmWallets = new Map<string, Promise<DevWallet>>()
  const solanaWallets = new Map<number, Promise<{ dev: SolanaDevWallet; account: WalletAccount }>>()

  let state: WalletState = {
    ready: false,
    status: undefined,
    proposal: undefined,
    authRequest: undefined,
    sessions: [],
    accountIndex: 0,
    accountCount,
    evmAddress: '',
    solanaAddress: undefined,
    chains,
    chainId: chains[0]!.id,
  }
  const set = (patch: Partial<WalletState>) => {
    state = { ...state, ...patch }
    for (const listener of [...listeners]) listener()
  }
  const status = (kind: Status['kind'], text: string) => set({ status: { kind, text } })

  /** The dev wallet of account `index` on `chain`, authorized once without a prompt (the session did that). */
  function evmWallet(index: number, chain: DevWalletChain): Promise<DevWallet> {
    const key = `${index}:${chain.id}`
    let wallet = evmWallets.get(key)
    if (!wallet) {
      wallet = (async () => {
        const dev = createDevWallet({
          chains: [chain],
          privateKey: evmKeys[index % evmKeys.length],
          policy: 'approve',
          prompt,
          info: { name: config.name },
        })
        await dev.provider.request({ method: 'eth_requestAccounts' })
        dev.setPolicy('prompt')
        return dev
      })()
      evmWallets.set(key, wallet)
    }
    return wallet
  }

  function solanaWallet(index: number) {
    const solana = config.solana
    if (!solana || solanaKeys.length === 0)
      throw new ProviderRpcError(4901, 'This wallet has no Solana chain.')
    const slot = index % solanaKeys.length
    let wallet = solanaWallets.get(slot)
    if (!wallet) {
      wallet = (async () => {
        const dev = createSolanaDevWallet({
          rpcUrl: solana.rpcUrl,
          ...(solana.wsUrl ? { wsUrl: solana.wsUrl } : {}),
          chains: [solana.caipNetworkId],
          chainName: solana.name,
          secretKey: solanaKeys[slot],
          policy: 'approve',
          prompt,
          name: config.name,
        })
        const features = dev.wallet.features as {
          'standard:connect': { connect(): Promise<{ accounts: readonly WalletAccount[] }> }
        }
        const { accounts } = await features['standard:connect'].connect()
        dev.setPolicy('prompt')
        return { dev, account: accounts[0]! }
      })()
      solanaWallets.set(slot, wallet)
    }
    return wallet
  }

  const addresses = async (index: number) => ({
    evm: (await evmWallet(index, chains[0]!)).address as string,
    solana: config.solana ? (await solanaWallet(index)).dev.address : undefined,
  })

  /** What the wallet serves now, per namespace, for proposals. */
  function walletNamespaces(): Record<string, WalletNamespace> {
    const own: Record<string, WalletNamespace> = {
      eip155: {
        chains: chains.map((chain) => `eip155:${chain.id}`),
        address: state.evmAddress,
        methods: EVM_METHODS,
        events: EVENTS,
      },
    }
    if (config.solana && state.solanaAddress) {
      own.solana = {
        chains: [config.solana.caipNetworkId],
        address: state.solanaAddress,
        methods: SOLANA_METHODS,
        events: ['accountsChanged'],
      }
    }
    return own
  }

  const first = await addresses(0)
  set({ evmAddress: first.evm, solanaAddress: first.solana })

  const client: Client = await SignClient.init({
    projectId: config.projectId,
    relayUrl: config.relayUrl,
    metadata: {
      name: config.name,
      description: 'A WalletConnect test wallet for Portico, on local chains',
      url: location.origin,
      icons: [`${location.origin}/icon.svg`],
    },
    telemetryEnabled: false,
    logger: 'error',
    customStoragePrefix: 'portico-wc-wallet',
  })
  // The page runs offline: there is no Verify server to ask about the dapp's origin, so it is not asked.
  client.core.verify.resolve = (async () => undefined) as unknown as typeof client.core.verify.resolve

  const refreshSessions = () =>
    set({
      sessions: client.session.getAll().map((session) => ({
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

  client.on('session_proposal', ({ id, params }) => {
    const proposal: PendingProposal = {
      id,
      dapp: params.proposer.metadata as DappMetadata,
      requested: requestedNamespaces(params.requiredNamespaces, params.optionalNamespaces),
      approved: approveNamespaces(params, walletNamespaces()),
      expiresAt: params.expiryTimestamp ? params.expiryTimestamp * 1000 : undefined,
    }
    set({ proposal, status: { kind: 'info', text: `${proposal.dapp.name} wants to connect.` } })
  })
  // One-click sign-in. Listening to it makes the reference client drop the session proposal a dapp sends
  // alongside, as a wallet that supports it does.
  client.on('session_authenticate', ({ id, params }) => {
    const dapp = params.requester.metadata as DappMetadata
    let payload: AuthPayload
    try {
      payload = populateAuthPayload({
        authPayload: params.authPayload,
        chains: chains.map((chain) => `eip155:${chain.id}`),
        methods: EVM_METHODS,
      })
    } catch (error) {
      status('error', `${dapp.name} asks to sign in: ${(error as Error).message}`)
      void client
        .rejectSessionAuthenticate({ id, reason: { code: 5100, message: (error as Error).message } })
        .catch(() => {})
      return
    }
    const authRequest: PendingAuthRequest = {
      id,
      dapp,
      domain: payload.domain,
      statement: params.authPayload.statement || undefined,
      chains: payload.chains,
      payload,
      expiresAt: params.expiryTimestamp ? params.expiryTimestamp * 1000 : undefined,
    }
    set({ authRequest, status: { kind: 'info', text: `${dapp.name} wants to connect and sign in.` } })
  })
  client.on('proposal_expire', ({ id }) => {
    if (state.proposal?.id === id)
      set({ proposal: undefined, status: { kind: 'error', text: 'The proposal expired.' } })
  })
  client.on('session_delete', ({ topic }) => {
    const name = state.sessions.find((s) => s.topic === topic)?.dapp.name ?? 'The dapp'
    refreshSessions()
    status('info', `${name} disconnected.`)
  })
  client.on('session_expire', () => refreshSessions())

  // Requests are answered one at a time, as a phone wallet shows them.
  let requests: Promise<unknown> = Promise.resolve()
  client.on('session_request', (event) => {
    requests = requests.then(() => answer(event)).catch(() => {})
  })

  async function answer(event: {
    id: number
    topic: string
    params: { request: { method: string; params: unknown }; chainId: string }
  }) {
    const { id, topic, params } = event
    const { method } = params.request
    const session = client.session.get(topic)
    const site = hostOf(session.peer.metadata.url)
    status('info', `${session.peer.metadata.name} asks: ${method}`)
    try {
      const result = params.chainId.startsWith('solana:')
        ? await solanaAnswer(params.chainId, method, params.request.params, site)
        : await evmAnswer(params.chainId, method, params.request.params, site)
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result: result ?? null } })
      status('success', `Answered ${method}.`)
    } catch (thrown) {
      let error = toProviderError(thrown)
      // WalletConnect's own "user rejected" for Solana; EVM keeps EIP-1193's 4001.
      if (error.code === 4001 && params.chainId.startsWith('solana:')) {
        error = new ProviderRpcError(USER_REJECTED.code, USER_REJECTED.message)
      }
      const body = {
        code: error.code,
        message: error.message,
        ...(error.data !== undefined && { data: error.data as string }),
      }
      await client.respond({ topic, response: { id, jsonrpc: '2.0', error: body } })
      status(error.code === 4001 || error.code === 5000 ? 'info' : 'error', `${method}: ${error.message}`)
    }
  }

  async function evmAnswer(chainId: string, method: string, params: unknown, site: string) {
    const id = Number(chainId.slice('eip155:'.length))
    const chain = chains.find((c) => c.id === id)
    if (!chainId.startsWith('eip155:') || !chain)
      throw new ProviderRpcError(4901, `Unsupported chain ${chainId}`)
    const list = Array.isArray(params) ? params : []
    if (method === 'wallet_switchEthereumChain') {
      const target = (list[0] as { chainId?: unknown } | undefined)?.chainId
      const targetId = typeof target === 'string' && isHex(target) ? Number(BigInt(target)) : Number.NaN
      if (!chains.some((c) => c.id === targetId)) throw unrecognizedChain(String(target))
      await moveToChain(targetId)
      return null
    }
    const wallet = await evmWallet(state.accountIndex, chain)
    promptContext = { address: wallet.address, chain, site }
    const result = await wallet.provider.request({ method, params } as never)
    if (method === 'wallet_addEthereumChain') {
      // The dev wallet validated the chain and the user approved; serve it from now on and move to it.
      const added = list[0] as { chainId: string; chainName?: string; rpcUrls: string[] }
      const addedId = Number(BigInt(added.chainId))
      if (!chains.some((c) => c.id === addedId)) {
        chains.push({ id: addedId, name: added.chainName ?? `Chain ${addedId}`, rpcUrl: added.rpcUrls[0]! })
      }
      await moveToChain(addedId)
    }
    return result
  }

  async function solanaAnswer(chainId: string, method: string, params: unknown, site: string) {
    if (chainId !== config.solana?.caipNetworkId)
      throw new ProviderRpcError(4901, `Unsupported chain ${chainId}`)
    const { dev, account } = await solanaWallet(state.accountIndex)
    // prompt.ts prints the chain's id next to its name; a Solana chain's id is its CAIP-2 string.
    const chain = { id: chainId as unknown as number, name: config.solana.name, rpcUrl: config.solana.rpcUrl }
    promptContext = { address: dev.address, chain, site }
    return solanaRequest(dev, account, chainId, method, params)
  }

  /** Updates every session's namespaces (awaiting the dapp's acknowledgement briefly), then emits per session. */
  async function updateSessions(
    change: (namespaces: Record<string, SessionNamespace>) => Record<string, SessionNamespace>,
    events: (
      namespaces: Record<string, SessionNamespace>,
    ) => { name: string; data: unknown; chainId: string }[],
  ) {
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
    refreshSessions()
  }

  async function moveToChain(id: number) {
    const caip = `eip155:${id}`
    set({ chainId: id })
    await updateSessions(
      (ns) => withAccount(ns, 'eip155', state.evmAddress, caip),
      (ns) => (ns.eip155 ? [{ name: 'chainChanged', data: id, chainId: caip }] : []),
    )
  }

  refreshSessions()
  set({ ready: true })

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async pair(uri) {
      const text = uri.trim()
      if (!text.startsWith('wc:')) {
        status('error', 'Paste a WalletConnect URI (it starts with "wc:").')
        return false
      }
      status('info', 'Pairing…')
      try {
        await client.pair({ uri: text })
        if (!state.proposal) status('info', 'Paired; waiting for the proposal…')
        return true
      } catch (error) {
        status('error', `Pairing failed: ${(error as Error).message}`)
        return false
      }
    },
    async approve() {
      const proposal = state.proposal
      if (!proposal) return
      set({ proposal: undefined })
      try {
        const { acknowledged } = await client.approve({
          id: proposal.id,
          namespaces: proposal.approved.namespaces,
        })
        await acknowledged()
        refreshSessions()
        status('success', `Connected to ${proposal.dapp.name}.`)
      } catch (error) {
        refreshSessions()
        status('error', `Approval failed: ${(error as Error).message}`)
      }
    },
    async reject() {
      const proposal = state.proposal
      if (!proposal) return
      set({ proposal: undefined })
      try {
        await client.reject({ id: proposal.id, reason: USER_REJECTED })
        status('info', `Rejected ${proposal.dapp.name}.`)
      } catch (error) {
        status('error', `Reject failed: ${(error as Error).message}`)
      }
    },
    async approveAuth() {
      const request = state.authRequest
      if (!request) return
      set({ authRequest: undefined })
      try {
        // EIP-191 personal_sign of each chain's message with the account's key (the request is the consent).
        const account = privateKeyToAccount(evmKeys[state.accountIndex % evmKeys.length]!)
        const auths = []
        for (const chain of request.chains) {
          const iss = `did:pkh:${chain}:${account.address}`
          const message = client.formatAuthMessage({ request: request.payload, iss })
          const signature = await account.signMessage({ message })
          auths.push(buildAuthObject(request.payload, { t: 'eip191', s: signature }, iss))
        }
        await client.approveSessionAuthenticate({ id: request.id, auths })
        refreshSessions()
        status('success', `Signed in to ${request.dapp.name}.`)
      } catch (error) {
        refreshSessions()
        status('error', `Sign-in failed: ${(error as Error).message}`)
      }
    },
    async rejectAuth() {
      const request = state.authRequest
      if (!request) return
      set({ authRequest: undefined })
      try {
        await client.rejectSessionAuthenticate({ id: request.id, reason: USER_REJECTED })
        status('info', `Rejected ${request.dapp.name}.`)
      } catch (error) {
        status('error', `Reject failed: ${(error as Error).message}`)
      }
    },
    async switchChain(id) {
      if (!chains.some((c) => c.id === id)) return
      await moveToChain(id)
      status('success', `Switched to ${chains.find((c) => c.id === id)!.name}.`)
    },
    async switchAccount() {
      const index = (state.accountIndex + 1) % accountCount
      const next = await addresses(index)
      set({ accountIndex: index, evmAddress: next.evm, solanaAddress: next.solana })
      await updateSessions(
        (ns) => {
          let out = withAccount(ns, 'eip155', next.evm)
          if (next.solana) out = withAccount(out, 'solana', next.solana)
          return out
        },
        (ns) => {
          const events = []
          const evm = ns.eip155
          if (evm) {
            const chain = evm.chains.includes(`eip155:${state.chainId}`)
              ? `eip155:${state.chainId}`
              : evm.chains[0]!
            events.push({ name: 'accountsChanged', data: [next.evm], chainId: chain })
          }
          if (ns.solana && next.solana) {
            events.push({ name: 'accountsChanged', data: [next.solana], chainId: ns.solana.chains[0]! })
          }
          return events
        },
      )
      status('success', `Switched to account ${index + 1}.`)
    },
    async disconnect(topic) {
      const name = state.sessions.find((s) => s.topic === topic)?.dapp.name ?? 'the dapp'
      try {
        await client.disconnect({ topic, reason: USER_DISCONNECTED })
        status('info', `Disconnected from ${name}.`)
      } catch (error) {
        status('error', `Disconnect failed: ${(error as Error).message}`)
      }
      refreshSessions()
    },
  }
}
