import type { RemoteWalletSession } from '@portico/core'
import { type EIP1193Provider, numberToHex } from 'viem'

/** An EIP-1193 error, as wallets throw them: a message and a numeric `code`. */
class ProviderRpcError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
  }
}

export type WalletConnectProvider = EIP1193Provider & {
  /** Stops following the session's events (the session itself is core's to end). */
  destroy(): void
}

type Listener = (...args: never[]) => void

const chainMethods = ['wallet_switchEthereumChain', 'wallet_addEthereumChain']

const chainIdOfCaip = (caipNetworkId: string): number | undefined => {
  const [namespace, reference] = caipNetworkId.split(':')
  return namespace === 'eip155' && reference && /^\d+$/.test(reference) ? Number(reference) : undefined
}

const parseHexChainId = (value: unknown): number => {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return Number.parseInt(value, 16)
  throw new ProviderRpcError(-32602, `Invalid parameters: chainId must be a hex string, got ${String(value)}`)
}

/**
 * An EIP-1193 provider over a remote wallet's session — a WalletConnect session, or the embedded wallet's (same
 * shape, connector id `ID_AUTH`) — so the adapter's viem wallet client and every action work unchanged. The session's accounts and chains answer `eth_accounts`, `eth_requestAccounts` and
 * `eth_chainId` here; a switch to a chain of the session happens here (and is forwarded to the wallet when it
 * approved `wallet_switchEthereumChain`, so it follows); a switch to any other chain, and every other request,
 * goes to the wallet on the current chain. The session's events become `accountsChanged`, `chainChanged` and,
 * when the session ends, `accountsChanged` with none and `disconnect` (4900).
 *
 * @example
 * const provider = createWalletConnectProvider(session, { chainId: 1 })
 * await provider.request({ method: 'eth_accounts' }) // ['0xab…']
 */
export function createWalletConnectProvider(
  session: RemoteWalletSession,
  { chainId: preferred }: { chainId?: number | undefined } = {},
): WalletConnectProvider {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as (...a: unknown[]) => void)(...args)
  }

  const sessionChains = () =>
    session
      .getChains()
      .map(chainIdOfCaip)
      .filter((id): id is number => id !== undefined)

  /** The addresses the session shares on `chainId`; an EVM address is the same on every chain, so any when none is listed there. */
  const addressesOn = (accounts: readonly string[], chainId: number): `0x${string}`[] => {
    const parsed = accounts
      .map((account) => account.split(':'))
      .filter((parts) => parts.length === 3 && parts[0] === 'eip155')
    const here = parsed.filter((parts) => parts[1] === String(chainId))
    const chosen = (here.length > 0 ? here : parsed).map((parts) => parts[2] as `0x${string}`)
    return [...new Set(chosen)]
  }

  const chains = sessionChains()
  let chainId =
    preferred !== undefined && chains.includes(preferred)
      ? preferred
      : (chains[0] ?? chainIdOfCaip(session.getAccounts()[0]?.split(':').slice(0, 2).join(':') ?? '') ?? 1)
  let accounts = addressesOn(session.getAccounts(), chainId)
  let ended = false

  const setChain = (next: number) => {
    if (next === chainId) return
    chainId = next
    emit('chainChanged', numberToHex(next))
    const nextAccounts = addressesOn(session.getAccounts(), next)
    if (nextAccounts.join() !== accounts.join()) {
      accounts = nextAccounts
      emit('accountsChanged', accounts)
    }
  }

  const approved = (method: string) => session.getMethods().includes(method)
  const caip = () => `eip155:${chainId}` as const
  const forward = (method: string, params: unknown, on = caip()) =>
    session
      .request({ chainId: on, method, ...(params !== undefined && { params }) })
      .catch((error: { code?: unknown; message?: unknown }) => {
        // WalletConnect wallets refuse with the session protocol's 5000 'user rejected'; EIP-1193 says 4001.
        // A chain switch keeps 5000, which some wallets also send for a chain they do not know.
        if (error?.code === 5000 && !chainMethods.includes(method)) {
          throw new ProviderRpcError(
            4001,
            typeof error.message === 'string' ? error.message : 'User rejected.',
          )
        }
        throw error
      })

  async function switchChain(params: unknown) {
    const target = parseHexChainId((Array.isArray(params) ? params[0] : undefined)?.chainId)
    if (sessionChains().includes(target)) {
      if (approved('wallet_switchEthereumChain')) {
        // The wallet follows; one that cannot still shares the chain, so only a refusal stops the switch.
        await forward('wallet_switchEthereumChain', params, `eip155:${target}`).catch(
          (error: { code?: number }) => {
            if (error?.code === 4001 || error?.code === 5000) throw error
          },
        )
      }
      setChain(target)
      return null
    }
    if (!approved('wallet_switchEthereumChain')) {
      throw new ProviderRpcError(
        4902,
        `Chain ${target} is not in the wallet session and the wallet did not approve wallet_switchEthereumChain.`,
      )
    }
    await forward('wallet_switchEthereumChain', params)
    setChain(target)
    return null
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    if (ended) throw new ProviderRpcError(4900, 'The wallet session has ended.')
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [...accounts]
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'wallet_switchEthereumChain':
        return switchChain(params)
      case 'wallet_addEthereumChain':
        if (!approved(method)) {
          throw new ProviderRpcError(
            4200,
            'The wallet did not approve wallet_addEthereumChain in this session.',
          )
        }
        return forward(method, params)
      case 'wallet_revokePermissions':
        // Ending a WalletConnect connection deletes its session; there is no permission to revoke here.
        return null
      default:
        return forward(method, params)
    }
  }

  const stop = session.subscribe((event) => {
    if (ended) return
    if (event.type === 'accountsChanged') {
      const next = addressesOn(event.accounts, chainId)
      if (next.join() === accounts.join()) return
      accounts = next
      emit('accountsChanged', [...next])
    } else if (event.type === 'chainChanged') {
      const next = chainIdOfCaip(event.chainId)
      if (next !== undefined) setChain(next)
    } else {
      // As an injected wallet that forgets the site: no accounts, then disconnected from every chain.
      ended = true
      stop()
      accounts = []
      emit('accountsChanged', [])
      emit('disconnect', new ProviderRpcError(4900, 'The wallet session has ended.'))
    }
  })

  return {
    request: request as EIP1193Provider['request'],
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    destroy() {
      stop()
      listeners.clear()
    },
  } as WalletConnectProvider
}
