import type { PrivateKeyAccount, WalletClient, WalletPermission } from 'viem'
import type { CallBatch } from '../calls.js'
import { parseEip7702 } from '../eip7702.js'
import { createEmitter, type Emitter } from '../emitter.js'
import { icon } from '../icon.js'
import { parseSmartAccount } from '../smartAccount.js'
import type {
  DevWalletChain,
  DevWalletEip7702,
  DevWalletOptions,
  DevWalletPolicy,
  DevWalletRequest,
  DevWalletSmartAccount,
  EIP6963ProviderInfo,
} from '../types.js'
import { uuid } from '../uuid.js'

export const hasDocument = () => typeof document !== 'undefined'

/** @internal What one dev wallet's steps share: its key, account, chains, consent policy, permission, sends. */
export type DevWalletContext = {
  options: DevWalletOptions
  account: PrivateKeyAccount
  /** As a smart-account wallet, the contract account is the one shared; the key is its owner and signs for it. */
  smartAccount: DevWalletSmartAccount | undefined
  /** The EIP-7702 upgrade the key's own account is offered for atomic batches, when the wallet has one. */
  eip7702: DevWalletEip7702 | undefined
  address: `0x${string}`
  info: EIP6963ProviderInfo
  /** chain id → chain; `wallet_addEthereumChain` adds to it. */
  chains: Map<number, DevWalletChain>
  current: DevWalletChain
  policy: DevWalletPolicy
  /** The site's `eth_accounts` permission, when it has one. */
  permission: WalletPermission | undefined
  /** The connect request in progress, so two at once ask once. */
  connecting: Promise<void> | undefined
  defaultPrompt: ((request: DevWalletRequest) => Promise<boolean>) | undefined
  /** The last send, so sends run one after another. */
  sending: Promise<unknown>
  emitter: Emitter
  /** `chainId rpcUrl` → viem wallet client */
  clients: Map<string, WalletClient>
  /** `wallet_sendCalls` id → its batch */
  batches: Map<string, CallBatch>
  /** Sets (and remembers in `permissionStorage`) or forgets the site's permission. */
  setPermission(next: WalletPermission | undefined): void
}

export function createDevWalletContext(
  options: DevWalletOptions,
  account: PrivateKeyAccount,
  first: DevWalletChain,
): DevWalletContext {
  const smartAccount = options.smartAccount ? parseSmartAccount(options.smartAccount) : undefined
  if (smartAccount && options.eip7702)
    throw new Error('createDevWallet: `smartAccount` and `eip7702` are two different accounts: give one')
  const eip7702 = options.eip7702 ? parseEip7702(options.eip7702) : undefined
  const address = smartAccount?.address ?? account.address
  const chains = new Map(options.chains.map((chain) => [chain.id, { ...chain }]))
  const storage = options.permissionStorage
  const storageKey = `portico-dev-wallet.permission.${address.toLowerCase()}`
  const context: DevWalletContext = {
    options,
    account,
    smartAccount,
    eip7702,
    address,
    info: Object.freeze({
      uuid: uuid(),
      name: 'Portico Dev Wallet',
      icon,
      rdns: 'dev.portico.wallet',
      ...options.info,
    }),
    chains,
    current: chains.get(first.id)!,
    policy: options.policy ?? (hasDocument() ? 'prompt' : 'approve'),
    permission: readPermission(storage, storageKey),
    connecting: undefined,
    defaultPrompt: undefined,
    sending: Promise.resolve(),
    emitter: createEmitter(),
    clients: new Map(),
    batches: new Map(),
    setPermission(next) {
      context.permission = next
      if (next) storage?.setItem(storageKey, JSON.stringify(next))
      else storage?.removeItem(storageKey)
    },
  }
  return context
}

/** A permission remembered in `storage`, if it is one this wallet wrote. */
function readPermission(
  storage: DevWalletOptions['permissionStorage'],
  key: string,
): WalletPermission | undefined {
  try {
    const stored = JSON.parse(storage?.getItem(key) ?? 'null') as WalletPermission | null
    return stored?.parentCapability === 'eth_accounts' ? stored : undefined
  } catch {
    return undefined
  }
}
