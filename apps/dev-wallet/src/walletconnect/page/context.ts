import type { WalletAccount } from '@wallet-standard/base'
import type { SignClient } from '@walletconnect/sign-client'
import { createPrompt } from '../../prompt.js'
import type { SolanaDevWallet } from '../../solana/createSolanaDevWallet.js'
import type { DevWallet, DevWalletChain } from '../../types.js'
import type { WalletPageConfig } from '../types.js'
import type { Status, WalletState } from './state.js'

export type Client = Awaited<ReturnType<typeof SignClient.init>>

/** What the page's steps share before the sign client is up: config, keys, chains, dev wallets, state. */
export type WalletPageBase = {
  config: WalletPageConfig
  evmKeys: WalletPageConfig['evm']['privateKeys']
  solanaKeys: readonly string[]
  /** The chains served; `wallet_addEthereumChain` adds to it. */
  chains: DevWalletChain[]
  /** The account and chain the next prompt shows, and the dapp that asks. */
  promptContext: { address: string; chain: DevWalletChain; site?: string }
  prompt: ReturnType<typeof createPrompt>
  /** `account:chainId` → EVM dev wallet */
  evmWallets: Map<string, Promise<DevWallet>>
  /** key slot → Solana dev wallet and its account */
  solanaWallets: Map<number, Promise<{ dev: SolanaDevWallet; account: WalletAccount }>>
  listeners: Set<() => void>
  state: WalletState
  /** Patches the state and tells the listeners. */
  set(patch: Partial<WalletState>): void
  status(kind: Status['kind'], text: string): void
}

/** @internal The page's shared context, with the reference sign client. */
export type WalletPageContext = WalletPageBase & { client: Client }

export function createWalletPageBase(config: WalletPageConfig): WalletPageBase {
  const evmKeys = config.evm.privateKeys
  const chains = config.evm.chains.map((chain) => ({ ...chain }))
  const base: WalletPageBase = {
    config,
    evmKeys,
    solanaKeys: config.solana?.secretKeys ?? [],
    chains,
    // The prompt of the injected wallet, one card at a time; it shows the dapp that asks and the account in use.
    promptContext: { address: '', chain: chains[0]! },
    prompt: (request) => showPrompt(request),
    evmWallets: new Map(),
    solanaWallets: new Map(),
    listeners: new Set(),
    state: {
      ready: false,
      status: undefined,
      proposal: undefined,
      authRequest: undefined,
      sessions: [],
      accountIndex: 0,
      accountCount: Math.max(evmKeys.length, 1),
      evmAddress: '',
      solanaAddress: undefined,
      chains,
      chainId: chains[0]!.id,
    },
    set(patch) {
      base.state = { ...base.state, ...patch }
      for (const listener of [...base.listeners]) listener()
    },
    status: (kind, text) => base.set({ status: { kind, text } }),
  }
  const showPrompt = createPrompt(document, () => ({ ...base.promptContext, name: config.name }))
  return base
}
