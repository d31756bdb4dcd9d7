import {
  bytesToHex,
  type Hex,
  hashTypedData,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type WalletClient,
  type WalletPermission,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { announceProvider } from './announce.js'
import { type CallBatch, callsStatus, parseSendCalls } from './calls.js'
import { createChainClient } from './chainClient.js'
import { createEmitter } from './emitter.js'
import {
  disconnected,
  invalidParams,
  ProviderRpcError,
  toProviderError,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
} from './errors.js'
import { icon } from './icon.js'
import { createPrompt } from './prompt.js'
import { rpcRequest } from './rpc.js'
import { parseSmartAccount, smartAccountSignature, smartAccountTransactions } from './smartAccount.js'
import {
  summarizeAddChain,
  summarizeCalls,
  summarizeConnect,
  summarizeMessage,
  summarizeTransaction,
  summarizeTypedData,
} from './summary.js'
import { parseTransaction, sendTransaction, type TransactionFields } from './transaction.js'
import type {
  DevWallet,
  DevWalletChain,
  DevWalletOptions,
  DevWalletPolicy,
  DevWalletRequest,
  EIP1193Provider,
  EIP6963ProviderInfo,
} from './types.js'
import { uuid } from './uuid.js'

/** Anvil's account 0 (from the standard test mnemonic). */
export const anvilPrivateKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

// Signing methods the node would answer with its own unlocked accounts: never forwarded.
const blocked = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
])

const hasDocument = () => typeof document !== 'undefined'
const currentOrigin = () => (typeof location === 'undefined' ? undefined : location.origin)

function parseChainId(value: unknown): number {
  if ((typeof value === 'string' && isHex(value) && value.length > 2) || Number.isInteger(value)) {
    const id = Number(BigInt(value as string | number))
    if (Number.isSafeInteger(id) && id > 0) return id
  }
  throw invalidParams('"chainId" must be a hex quantity')
}

function parseAddChain(param: unknown): DevWalletChain {
  if (typeof param !== 'object' || param === null) throw invalidParams('expected [{ chainId, rpcUrls, ... }]')
  const p = param as Record<string, unknown>
  const id = parseChainId(p.chainId)
  const rpcUrl: unknown = Array.isArray(p.rpcUrls) ? p.rpcUrls[0] : undefined
  if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl))
    throw invalidParams('"rpcUrls[0]" must be an http(s) URL')
  const chain: DevWalletChain = {
    id,
    name: typeof p.chainName === 'string' ? p.chainName : `Chain ${id}`,
    rpcUrl,
  }
  const currency = p.nativeCurrency as DevWalletChain['nativeCurrency'] | null
  if (currency && typeof currency.symbol === 'string' && typeof currency.decimals === 'number') {
    chain.nativeCurrency = {
      name: String(currency.name ?? currency.symbol),
      symbol: currency.symbol,
      decimals: currency.decimals,
    }
  }
  return chain
}

function parseTypedData(value: unknown) {
  let typed: unknown = value
  if (typeof value === 'string') {
    try {
      typed = JSON.parse(value)
    } catch {
      throw invalidParams('typed data must be JSON')
    }
  }
  if (typeof typed !== 'object' || typed === null) throw invalidParams('typed data must be an object')
  const t = typed as {
    domain?: Record<string, unknown>
    types?: unknown
    primaryType?: unknown
    message?: unknown
  }
  const domain = { ...t.domain }
  // biome-ignore lint/suspicious/noExplicitAny: typed data is validated by hashTypedData below
  const parsed = { domain, types: t.types, primaryType: t.primaryType, message: t.message } as any
  try {
    if (typeof domain.chainId === 'string') domain.chainId = Number(BigInt(domain.chainId))
    hashTypedData(parsed)
  } catch (error) {
    throw invalidParams(`typed data: ${(error as { shortMessage?: string }).shortMessage ?? String(error)}`)
  }
  return parsed as Parameters<typeof hashTypedData>[0]
}

/** A real EIP-1193 wallet backed by a private key, talking to the chains' RPC endpoints. */
export function createDevWallet(options: DevWalletOptions): DevWallet {
  const first = options.chains[0]
  if (!first) throw new Error('createDevWallet: `chains` needs at least one chain')
  const account = privateKeyToAccount(options.privateKey ?? anvilPrivateKey)
  // As a smart-account wallet, the contract account is the one shared; the key is its owner and signs for it.
  const smartAccount = options.smartAccount && parseSmartAccount(options.smartAccount)
  const address = smartAccount?.address ?? account.address
  const info: EIP6963ProviderInfo = Object.freeze({
    uuid: uuid(),
    name: 'Portico Dev Wallet',
    icon,
    rdns: 'dev.portico.wallet',
    ...options.info,
  })

  const chains = new Map(options.chains.map((chain) => [chain.id, { ...chain }]))
  let current: DevWalletChain = chains.get(first.id)!
  let policy: DevWalletPolicy = options.policy ?? (hasDocument() ? 'prompt' : 'approve')
  const storage = options.permissionStorage
  const storageKey = `portico-dev-wallet.permission.${address.toLowerCase()}`
  let permission: WalletPermission | undefined = readPermission(storage, storageKey)
  const setPermission = (next: WalletPermission | undefined) => {
    permission = next
    if (next) storage?.setItem(storageKey, JSON.stringify(next))
    else storage?.removeItem(storageKey)
  }
  let connecting: Promise<void> | undefined
  let defaultPrompt: ((request: DevWalletRequest) => Promise<boolean>) | undefined
  let sending: Promise<unknown> = Promise.resolve()
  const emitter = createEmitter()
  const clients = new Map<string, WalletClient>()
  const batches = new Map<string, CallBatch>()

  function clientFor(chain: DevWalletChain): WalletClient {
    const key = `${chain.id} ${chain.rpcUrl}`
    let client = clients.get(key)
    if (!client) {
      client = createChainClient(chain, account)
      clients.set(key, client)
    }
    return client
  }

  function ask(request: DevWalletRequest): Promise<boolean> {
    if (options.prompt) return options.prompt(request)
    if (!hasDocument()) return Promise.resolve(false)
    defaultPrompt ??= createPrompt(document, () => ({ address, chain: current, name: info.name }))
    return defaultPrompt(request)
  }

  /** Resolves when the user (or the policy) approves; throws 4001 otherwise. */
  async function consent(method: string, params: unknown, summary: string) {
    const approved =
      policy === 'approve' ? true : policy === 'reject' ? false : await ask({ method, params, summary })
    if (!approved) throw new ProviderRpcError(4001, 'User rejected the request.')
  }

  /** The key's signature as the wallet gives it: a smart account's is checked by its contract. */
  const asSigned = (chain: DevWalletChain, signature: Hex) =>
    smartAccount ? smartAccountSignature(smartAccount, chain, signature) : signature

  /** Sends `tx` from the wallet's account; a smart account's goes through its contract. Returns the last hash. */
  async function send(chain: DevWalletChain, tx: TransactionFields): Promise<Hex> {
    if (!smartAccount) return sendTransaction(clientFor(chain), tx)
    let hash: Hex | undefined
    for (const each of await smartAccountTransactions(smartAccount, chain, tx))
      hash = await sendTransaction(clientFor(chain), each)
    return hash!
  }

  /** Runs sends one after another so nonces never collide. */
  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = sending.then(task)
    sending = run.catch(() => {})
    return run
  }

  function requireAccount(requested?: unknown) {
    if (!permission) throw unauthorized()
    if (requested === undefined || requested === null) return
    if (
      typeof requested !== 'string' ||
      !isAddress(requested, { strict: false }) ||
      !isAddressEqual(requested, address)
    ) {
      throw unauthorized(`The account ${String(requested)} is not authorized; this wallet holds ${address}.`)
    }
  }

  function connect(method: string, params: unknown): Promise<void> {
    if (permission) return Promise.resolve()
    connecting ??= (async () => {
      await consent(method, params, summarizeConnect(address, current, currentOrigin()))
      setPermission({
        id: uuid(),
        parentCapability: 'eth_accounts',
        invoker: (currentOrigin() ?? 'http://localhost') as WalletPermission['invoker'],
        caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
        date: Date.now(),
      })
      emitter.emit('connect', { chainId: numberToHex(current.id) })
      emitter.emit('accountsChanged', [address])
    })().finally(() => {
      connecting = undefined
    })
    return connecting
  }

  function switchTo(id: number) {
    const next = chains.get(id)
    if (!next) throw unrecognizedChain(numberToHex(id))
    if (next === current) return
    current = next
    emitter.emit('chainChanged', numberToHex(id))
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    const chain = current
    const list: unknown[] = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_accounts':
        return permission ? [address] : []
      case 'eth_chainId':
        return numberToHex(chain.id)
      case 'net_version':
        return String(chain.id)
      case 'eth_requestAccounts':
        await connect(method, params)
        return [address]
      case 'wallet_requestPermissions': {
        const requested = Object.keys((list[0] as object | undefined) ?? {})
        if (requested.length !== 1 || requested[0] !== 'eth_accounts') {
          throw invalidParams('only the eth_accounts permission can be requested')
        }
        await connect(method, params)
        return [permission]
      }
      case 'wallet_getPermissions':
        return permission ? [permission] : []
      case 'wallet_revokePermissions':
        if (permission) {
          setPermission(undefined)
          emitter.emit('accountsChanged', [])
        }
        return null
      case 'wallet_switchEthereumChain':
        switchTo(parseChainId((list[0] as { chainId?: unknown } | undefined)?.chainId))
        return null
      case 'wallet_addEthereumChain': {
        const added = parseAddChain(list[0])
        await consent(method, params, summarizeAddChain(chains.get(added.id) ?? added))
        if (!chains.has(added.id)) chains.set(added.id, added)
        switchTo(added.id)
        return null
      }
      case 'personal_sign': {
        let [message, signer] = list
        // Some dapps send [address, message]; accept that order too.
        if (
          typeof message === 'string' &&
          isAddress(message) &&
          typeof signer === 'string' &&
          !isAddress(signer)
        ) {
          ;[message, signer] = [signer, message]
        }
        if (typeof message !== 'string') throw invalidParams('expected [message, address]')
        requireAccount(signer)
        await consent(method, params, summarizeMessage(message, chain))
        return asSigned(
          chain,
          await account.signMessage({ message: isHex(message) ? { raw: message } : message }),
        )
      }
      case 'eth_signTypedData_v4': {
        const [signer, data] = list
        requireAccount(signer)
        const typed = parseTypedData(data)
        await consent(
          method,
          params,
          summarizeTypedData(typed as Parameters<typeof summarizeTypedData>[0], chain),
        )
        return asSigned(chain, await account.signTypedData(typed))
      }
      case 'eth_sendTransaction': {
        const tx = parseTransaction(list[0])
        requireAccount(tx.from)
        await consent(method, params, summarizeTransaction(tx, chain))
        return exclusive(() => send(chain, tx))
      }
      case 'wallet_getCapabilities': {
        const [owner, ids] = list
        if (owner !== undefined) requireAccount(owner)
        const wanted = Array.isArray(ids) ? ids.map(parseChainId) : [...chains.keys()]
        return Object.fromEntries(
          wanted
            .filter((id) => chains.has(id))
            .map((id) => [numberToHex(id), { atomic: { status: 'unsupported' } }]),
        )
      }
      case 'wallet_sendCalls': {
        const request = parseSendCalls(params)
        requireAccount(request.from)
        const target = request.chainId === undefined ? chain : chains.get(request.chainId)
        if (!target)
          throw new ProviderRpcError(5710, `Unsupported chain id: ${numberToHex(request.chainId!)}`)
        const id = request.id ?? bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
        if (batches.has(id)) throw new ProviderRpcError(5720, `Duplicate ID: ${id}`)
        await consent(method, params, summarizeCalls(request.calls, target))
        if (batches.has(id)) throw new ProviderRpcError(5720, `Duplicate ID: ${id}`)
        const batch: CallBatch = { id, chainId: target.id, rpcUrl: target.rpcUrl, hashes: [], failed: false }
        await exclusive(async () => {
          for (const call of request.calls) {
            try {
              batch.hashes.push(await send(target, call))
            } catch (error) {
              if (batch.hashes.length === 0) throw error
              batch.failed = true
              return
            }
          }
        })
        batches.set(id, batch)
        return { id }
      }
      case 'wallet_getCallsStatus': {
        const id = list[0]
        if (typeof id !== 'string') throw invalidParams('expected [id]')
        const batch = batches.get(id)
        if (!batch) throw new ProviderRpcError(5730, `Unknown bundle id: ${id}`)
        return callsStatus(batch)
      }
      default:
        if (blocked.has(method) || method.startsWith('wallet_')) throw unsupportedMethod(method)
        return rpcRequest(chain.rpcUrl, method, params)
    }
  }

  const provider = {
    async request(args: { method: string; params?: unknown }) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new ProviderRpcError(-32600, 'Invalid request: expected { method, params }.')
      }
      try {
        return await handle(args.method, args.params)
      } catch (error) {
        throw toProviderError(error)
      }
    },
    on: emitter.on,
    removeListener: emitter.removeListener,
  } as unknown as EIP1193Provider

  return {
    provider,
    info,
    address,
    setPolicy(next) {
      policy = next
    },
    announce(target) {
      const on = target ?? (typeof window === 'undefined' ? undefined : window)
      if (!on) throw new Error('announce: no EventTarget given and no window')
      return announceProvider(on, { info, provider })
    },
    disconnect() {
      setPermission(undefined)
      emitter.emit('accountsChanged', [])
      emitter.emit('disconnect', disconnected())
    },
  }
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
