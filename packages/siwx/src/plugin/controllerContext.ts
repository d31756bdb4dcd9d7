import type {
  AccountController,
  CaipAddress,
  CaipNetworkId,
  ChainAdapter,
  ChainNamespace,
  EventBus,
  NetworkController,
  ToastController,
} from '@portico/core'
import type { SiwxConfig, SiwxFailure, SiwxSession, SiwxState } from './types.js'

export type SiwxControllerDependencies = {
  siwx: SiwxConfig | undefined
  /** The state the plug-in made at setup (the views follow it before this code loads). */
  state: SiwxState
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  account: AccountController
  network: NetworkController
  events: EventBus
  toasts: ToastController
  /** Disconnects the wallet (every namespace). */
  disconnect: () => Promise<void>
  now: () => number
}

/** What every step of the sign-in controller reads and moves: its dependencies and where it stands. */
export type SiwxControllerContext = SiwxControllerDependencies & {
  /** Each change of account starts a new generation: answers for an older one are dropped. */
  generation: number
  /** Looks at the account again when its session expires. */
  expiryTimer: ReturnType<typeof setTimeout> | undefined
  /** The account followed (CAIP-10), while one is connected. */
  current: CaipAddress | undefined
  /**
   * Sessions a one-click sign-in just stored (as the provider keeps them): the account they are for is signed in
   * as it connects, without another check (no `checking`, so no view opens for it). Used by the next account.
   */
  fresh: SiwxSession[]
}

export function createSiwxControllerContext(deps: SiwxControllerDependencies): SiwxControllerContext {
  return { ...deps, generation: 0, expiryTimer: undefined, current: undefined, fresh: [] }
}

/** Whether sign-in is required (cancelling disconnects; the modal cannot be closed without a session). */
export const isSignInRequired = ({ siwx }: SiwxControllerContext): boolean => siwx?.getRequired?.() ?? false

/** The sessions that have not expired. */
export const liveSessions = (context: SiwxControllerContext, sessions: readonly SiwxSession[]) =>
  sessions.filter((session) => {
    const expiry = session.data.expirationTime
    return expiry === undefined || Date.parse(expiry) > context.now()
  })

/** The connected account of the active namespace (CAIP-10). */
export function activeCaipAddress({ network, account }: SiwxControllerContext): CaipAddress | undefined {
  const namespace = network.state.activeChain
  if (!namespace) return undefined
  const active = account.get(namespace)
  return active.status === 'connected' ? active.caipAddress : undefined
}

/** A CAIP-10 account's parts and its network (CAIP-2). */
export function splitCaipAddress(caipAddress: CaipAddress) {
  const [namespace, reference, address] = caipAddress.split(':') as [ChainNamespace, string, string]
  return { namespace, address, chainId: `${namespace}:${reference}` as CaipNetworkId }
}

/** The properties of a SIWX_AUTH_* event about `caipAddress`. */
export function eventProperties(
  { account }: SiwxControllerContext,
  caipAddress: CaipAddress | undefined,
  failure?: SiwxFailure,
) {
  const namespace = caipAddress?.split(':')[0] as ChainNamespace | undefined
  return {
    network: caipAddress?.split(':').slice(0, 2).join(':'),
    isSmartAccount: namespace ? account.get(namespace).preferredAccountType === 'smartAccount' : false,
    ...(failure && { failure }),
  }
}
