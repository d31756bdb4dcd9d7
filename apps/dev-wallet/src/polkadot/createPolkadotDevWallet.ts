import type { KeyringPair } from '@polkadot/keyring/types'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'
import { ProviderRpcError, userRejected } from '../errors.js'
import { createPrompt } from '../prompt.js'
import type { DevWalletChain, DevWalletPolicy, DevWalletRequest } from '../types.js'
import { createPairs, polkadotDevAccounts } from './keys.js'
import { signPayloadWith, signRawWith } from './sign.js'
import { summarizePayload, summarizePolkadotConnect, summarizeRaw } from './summary.js'
import type {
  Injected,
  InjectedAccount,
  InjectedWindowProvider,
  PolkadotDevWalletOptions,
  SignerPayloadJSON,
  SignerPayloadRaw,
} from './types.js'

export type PolkadotDevWallet = {
  /** The `window.injectedWeb3[key]` entry: `{ version, enable(origin) }`. */
  extension: InjectedWindowProvider
  key: string
  /** The wallet's accounts (addresses in its SS58 format). */
  accounts: readonly InjectedAccount[]
  setPolicy(policy: DevWalletPolicy): void
  /** Sets `target.injectedWeb3[key]` (default `window`); returns the function that removes it. */
  inject(target?: object): () => void
  /** Forgets every authorization; subscribers get `[]`. */
  disconnect(): void
}

const hasDocument = () => typeof document !== 'undefined'

/**
 * A keyring-backed polkadot-js-compatible extension: sr25519 dev accounts, `enable(origin)` →
 * `{ accounts, signer }`, with `signRaw` (bytes wrapped in `<Bytes>`) and `signPayload`. Enabling, every
 * raw signature and every transaction goes through the same approve/reject prompt as the EVM dev wallet; a
 * refusal throws `ProviderRpcError` 4001 `User rejected the request.`.
 */
export async function createPolkadotDevWallet(
  options: PolkadotDevWalletOptions = {},
): Promise<PolkadotDevWallet> {
  await cryptoWaitReady()
  const ss58Format = options.ss58Format ?? 42
  const key = options.key ?? 'portico-dev-wallet'
  const name = options.name ?? 'Portico Dev Wallet'
  const symbol = options.symbol ?? 'KSM'
  const decimals = options.decimals ?? 12
  const pairs = createPairs(options.accounts ?? polkadotDevAccounts, ss58Format)
  const accounts: InjectedAccount[] = pairs.map(({ pair, name }) => ({
    address: pair.address,
    name,
    type: 'sr25519',
  }))
  let policy: DevWalletPolicy = options.policy ?? (hasDocument() ? 'prompt' : 'approve')
  let defaultPrompt: ((request: DevWalletRequest) => Promise<boolean>) | undefined
  const authorized = new Set<string>()
  const subscribers = new Set<(accounts: InjectedAccount[]) => void>()
  let nextId = 0

  function ask(request: DevWalletRequest): Promise<boolean> {
    if (options.prompt) return options.prompt(request)
    if (!hasDocument()) return Promise.resolve(false)
    // prompt.ts prints the chain's id next to its name; here it is the namespace.
    const chain = {
      id: 'polkadot' as unknown as number,
      name: options.chainName ?? 'Polkadot Devnet',
      rpcUrl: '',
    }
    defaultPrompt ??= createPrompt(document, () => ({
      address: accounts[0]?.address ?? '',
      chain: chain satisfies DevWalletChain,
      name,
    }))
    return defaultPrompt(request)
  }

  async function consent(method: string, params: unknown, summary: string) {
    const approved =
      policy === 'approve' ? true : policy === 'reject' ? false : await ask({ method, params, summary })
    if (!approved) throw userRejected()
  }

  const pairOf = (origin: string, address: string): KeyringPair => {
    if (!authorized.has(origin)) throw new ProviderRpcError(4100, `${origin} is not authorized`)
    const found = pairs.find(({ pair }) => sameAccount(pair, address))
    if (!found) throw new ProviderRpcError(4100, `Unable to find an account for ${address}`)
    return found.pair
  }

  function enabledFor(origin: string): Injected {
    const visible = () => (authorized.has(origin) ? accounts.map((a) => ({ ...a })) : [])
    return {
      accounts: {
        get: async () => visible(),
        subscribe(callback) {
          const listener = () => callback(visible())
          subscribers.add(listener)
          queueMicrotask(listener)
          return () => subscribers.delete(listener)
        },
      },
      signer: {
        async signRaw(raw: SignerPayloadRaw) {
          const pair = pairOf(origin, raw.address)
          if (raw.type !== 'bytes') throw new ProviderRpcError(-32602, `Invalid parameters: type ${raw.type}`)
          await consent('signRaw', raw, summarizeRaw(raw.data, pair.address))
          return { id: ++nextId, signature: signRawWith(pair, raw.data) }
        },
        async signPayload(payload: SignerPayloadJSON) {
          const pair = pairOf(origin, payload.address)
          await consent('signPayload', payload, summarizePayload(payload, ss58Format, symbol, decimals))
          return { id: ++nextId, signature: signPayloadWith(pair, payload) }
        },
      },
    }
  }

  const extension: InjectedWindowProvider = {
    version: '0.1.0',
    async enable(originName: string) {
      if (typeof originName !== 'string' || !originName) {
        throw new ProviderRpcError(-32602, 'Invalid parameters: enable(originName) needs the app name')
      }
      if (!authorized.has(originName)) {
        await consent('enable', { originName }, summarizePolkadotConnect(accounts, originName))
        authorized.add(originName)
        notify()
      }
      return enabledFor(originName)
    },
  }

  function notify() {
    for (const subscriber of [...subscribers]) subscriber(accounts)
  }

  return {
    extension,
    key,
    accounts,
    setPolicy(next) {
      policy = next
    },
    inject(target = window) {
      const host = target as { injectedWeb3?: Record<string, InjectedWindowProvider> }
      host.injectedWeb3 ??= {}
      host.injectedWeb3[key] = extension
      return () => {
        if (host.injectedWeb3?.[key] === extension) delete host.injectedWeb3[key]
      }
    },
    disconnect() {
      authorized.clear()
      notify()
    },
  }
}

/** The same public key, whatever SS58 prefix the address carries. */
function sameAccount(pair: KeyringPair, address: string): boolean {
  try {
    const other = decodeAddress(address)
    return other.length === pair.publicKey.length && other.every((byte, i) => byte === pair.publicKey[i])
  } catch {
    return false
  }
}
