import { proxy } from 'valtio/vanilla'
import type { Account, AccountType, SmartAccountMode } from '../adapter/types.js'
import type { TokenBalance } from '../api/types.js'
import type { CaipAddress, ChainNamespace } from '../caip/types.js'
import { ChainRequiredError } from '../errors/thrown.js'

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected'

export type ConnectedWalletInfo = {
  name: string
  icon?: string | undefined
  type?: string | undefined
  identifier?: string | undefined
}

/** The account state of one namespace. */
export type AccountState = {
  currentTab: number
  tokenBalance: TokenBalance[]
  allAccounts: Account[]
  status: ConnectionStatus
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  connectedWalletInfo: ConnectedWalletInfo | undefined
  /** The kind of the account shown: `smartAccount` skips the insufficient-gas check (its gas may be sponsored). */
  preferredAccountType: AccountType | undefined
  /**
   * Whether the smart account shown has been deployed (its code is on chain); a wallet's counterfactual smart
   * account deploys with its first transaction. Undefined for an EOA.
   */
  smartAccountDeployed: boolean | undefined
  /**
   * How the smart account shown is made, when its wallet says: `counterfactual` (its own address) or `eip7702`
   * (the EOA upgraded in place, same address; deployed once its code delegates). Undefined for an EOA.
   */
  smartAccountMode: SmartAccountMode | undefined
  balanceLoading: boolean
  lastRetry: number | undefined
}

export function initialAccountState(): AccountState {
  return {
    currentTab: 0,
    tokenBalance: [],
    allAccounts: [],
    status: 'disconnected',
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    connectedWalletInfo: undefined,
    preferredAccountType: undefined,
    smartAccountDeployed: undefined,
    smartAccountMode: undefined,
    balanceLoading: false,
    lastRetry: undefined,
  }
}

export type AccountsState = { chains: Partial<Record<ChainNamespace, AccountState>> }

export function createAccountController() {
  const state = proxy<AccountsState>({ chains: {} })

  const chain = (namespace: ChainNamespace | undefined): AccountState => {
    if (!namespace) throw new ChainRequiredError()
    state.chains[namespace] ??= initialAccountState()
    return state.chains[namespace]
  }

  return {
    state,
    /** The account state of a namespace (created on first use). */
    get: (namespace: ChainNamespace): Readonly<AccountState> =>
      state.chains[namespace] ?? initialAccountState(),
    set<K extends keyof AccountState>(namespace: ChainNamespace | undefined, key: K, value: AccountState[K]) {
      chain(namespace)[key] = value
    },
    setCaipAddress(namespace: ChainNamespace, caipAddress: CaipAddress | undefined) {
      const account = chain(namespace)
      account.caipAddress = caipAddress
      account.address = caipAddress ? caipAddress.split(':')[2] : undefined
    },
    /** Disconnected, with address, balances, profile and account type cleared; the open tab is kept. */
    reset(namespace: ChainNamespace) {
      const { currentTab } = chain(namespace)
      state.chains[namespace] = { ...initialAccountState(), currentTab }
    },
  }
}

export type AccountController = ReturnType<typeof createAccountController>
