// Test helper: the embedded wallet's frame, scripted in memory for controller tests in Node (the real frame
// is a browser page of `@portico/wallet-service`, tested there and end to end). It answers the protocol's requests the
// way the service and the frame do — a login code, a device link for a known user on a new device, a wallet
// to set up for a new user, approvals that wait for the user — and fails with the frame client's own error
// classes, so the controller sees what it sees in a page.
import type { EmbeddedWalletModule } from '../connector/types.js'
import {
  EmbeddedWalletAbortedError,
  EmbeddedWalletConnectError,
  EmbeddedWalletRequestError,
  EmbeddedWalletTimeoutError,
} from '../errors.js'
import type { FrameClient } from '../frameClient.js'
import { SAFE_METHODS } from '../methodRule.js'
import type { RequestPayload, RequestResult, RequestType } from '../protocol.js'

export const EVM_ADDRESS = '0x00000000000000000000000000000000000000a1'
/** The wallet's smart account (the same on every chain, as a CREATE2 factory makes it). */
export const SMART_ACCOUNT_ADDRESS = '0x00000000000000000000000000000000000005a1'
export const SOLANA_ADDRESS = 'So1anaAddress1111111111111111111111111111111'
export const CODE = '123456'

type Deferred = { resolve(value: unknown): void; reject(error: unknown): void }

/** The service and frame behind every client this module creates (one per page load). */
export function scriptedWallet() {
  const world = {
    /** Users by e-mail: whether their wallet exists, and whether this device is verified for them. */
    users: new Map<string, { wallet: boolean; deviceVerified: boolean }>(),
    loggedIn: undefined as string | undefined,
    pendingEmail: undefined as string | undefined,
    /** Every request the frame received, in order. */
    received: [] as { type: RequestType; payload: unknown }[],
    /** Requests waiting for the user (approvals, setup, export, device approval), by type or method. */
    waiting: new Map<string, Deferred>(),
    loads: 0,
    shown: undefined as { top: number; left: number; width: number; height: number } | undefined,
    /** The next approved wallet request is answered with this instead of a hash or signature. */
    answerNext: undefined as unknown,
    /** The chains the wallet has accounts on (a wallet imported from a private key has one). */
    chains: new Set<'eip155' | 'solana'>(['eip155', 'solana']),
    /** GET_SOCIAL_REDIRECT_URI gets no answer in time (the frame client's 30 s ran out). */
    socialTimesOut: false,
    /** The next CONNECT_EMAIL fails with this. */
    refuseNext: undefined as { message: string; reason: 'RATE_LIMITED'; retryAfter: number } | undefined,
    /** The networks the last SYNC_DAPP_DATA shared, with their smart-account services. */
    networks: [] as NonNullable<RequestPayload<'SYNC_DAPP_DATA'>['networks']>,
    /** The frame's active chain (SWITCH_NETWORK moves it). */
    chainId: undefined as string | number | undefined,
    /** The account type the user chose, per eip155 chain (the frame remembers it). */
    /** The account chosen per chain: the EOA, the counterfactual smart account, or the EOA upgraded in place. */
    preferred: new Map<number, 'eoa' | 'smartAccount' | 'eip7702'>(),
    /** Whether the EOA's code delegates to the network's EIP-7702 implementation (its first operation set it). */
    eoaUpgraded: false,
    /** Whether the smart account has been deployed (by its first operation). */
    smartAccountDeployed: false,
    /** Requests of these types fail (the frame's error), e.g. INIT_SMART_ACCOUNT_NETWORKS or SET_PREFERRED_ACCOUNT. */
    failing: new Set<RequestType>(),
  }
  /** The eip155 chains where the frame offers a smart account: those the app shared a service for. */
  const smartChains = () =>
    world.networks.flatMap((network) =>
      network.smartAccount ? [Number(network.caipNetworkId.split(':')[1])] : [],
    )

  const wait = (key: string, signal?: AbortSignal) =>
    new Promise<unknown>((resolve, reject) => {
      world.waiting.set(key, { resolve, reject })
      signal?.addEventListener('abort', () =>
        reject(new EmbeddedWalletConnectError('CONNECT_DEVICE', 'aborted')),
      )
    })
  const settle = (key: string, value: unknown) => {
    const deferred = world.waiting.get(key)
    world.waiting.delete(key)
    deferred?.resolve(value)
  }
  const refuse = (
    type: RequestType,
    payload: ConstructorParameters<typeof EmbeddedWalletRequestError>[1],
  ) => {
    throw new EmbeddedWalletRequestError(type, payload)
  }

  /** The eip155 chains where the frame offers the EOA's in-place upgrade: those whose service names `eip7702`. */
  const upgradeChains = () =>
    world.networks.flatMap((network) =>
      network.smartAccount?.eip7702 ? [Number(network.caipNetworkId.split(':')[1])] : [],
    )

  /** GET_USER's answer on an eip155 chain: the EOA, or the smart account where the user chose it. */
  const evmUser = (chainId: number) => {
    const choice = smartChains().includes(chainId) ? (world.preferred.get(chainId) ?? 'eoa') : 'eoa'
    const accounts: { address: string; type: 'eoa' | 'smartAccount' }[] = [
      { address: EVM_ADDRESS, type: 'eoa' },
    ]
    if (smartChains().includes(chainId))
      accounts.push({ address: SMART_ACCOUNT_ADDRESS, type: 'smartAccount' })
    const offersUpgrade = upgradeChains().includes(chainId)
    return {
      address: choice === 'smartAccount' ? SMART_ACCOUNT_ADDRESS : EVM_ADDRESS,
      accounts,
      preferredAccountType: choice === 'eoa' ? ('eoa' as const) : ('smartAccount' as const),
      ...(choice === 'smartAccount' && {
        smartAccountMode: 'counterfactual' as const,
        smartAccountDeployed: world.smartAccountDeployed,
      }),
      ...(choice === 'eip7702' && {
        smartAccountMode: 'eip7702' as const,
        smartAccountDeployed: world.eoaUpgraded,
      }),
      ...(offersUpgrade && { eoaUpgraded: world.eoaUpgraded }),
    }
  }

  async function answer(type: RequestType, payload: unknown, signal?: AbortSignal): Promise<unknown> {
    if (world.failing.has(type)) refuse(type, { message: `${type} failed` })
    switch (type) {
      case 'SYNC_DAPP_DATA':
        world.networks = (payload as RequestPayload<'SYNC_DAPP_DATA'>).networks ?? []
        return {}
      case 'SYNC_THEME':
        return {}
      case 'CONNECT_EMAIL': {
        const { email } = payload as RequestPayload<'CONNECT_EMAIL'>
        if (world.refuseNext) {
          const refusal = world.refuseNext
          world.refuseNext = undefined
          refuse(type, refusal)
        }
        world.pendingEmail = email
        const user = world.users.get(email)
        return { action: user && !user.deviceVerified ? 'VERIFY_DEVICE' : 'VERIFY_OTP' }
      }
      case 'CONNECT_DEVICE':
        return wait('CONNECT_DEVICE', signal)
      case 'GET_SOCIAL_REDIRECT_URI': {
        if (world.socialTimesOut) throw new EmbeddedWalletTimeoutError(type, 30_000)
        const { provider } = payload as RequestPayload<'GET_SOCIAL_REDIRECT_URI'>
        return { uri: `https://provider.example/${provider}/authorize` }
      }
      case 'CONNECT_OTP': {
        const { otp } = payload as RequestPayload<'CONNECT_OTP'>
        if (otp !== CODE) refuse(type, { message: 'Invalid code', reason: 'OTP_INVALID' })
        const email = world.pendingEmail as string
        const user = world.users.get(email) ?? { wallet: false, deviceVerified: true }
        user.deviceVerified = true
        world.users.set(email, user)
        world.loggedIn = email
        return { wallet: user.wallet ? 'ready' : 'create' }
      }
      case 'SETUP_WALLET':
        await wait('SETUP_WALLET')
        world.users.get(world.loggedIn as string)!.wallet = true
        return {}
      case 'IS_CONNECTED':
        return { isConnected: world.loggedIn !== undefined }
      case 'GET_USER': {
        if (!world.loggedIn) refuse(type, { message: 'Not logged in', reason: 'NOT_LOGGED_IN' })
        const { chainId } = payload as RequestPayload<'GET_USER'>
        const namespace = typeof chainId === 'number' ? 'eip155' : 'solana'
        if (!world.chains.has(namespace))
          refuse(type, {
            message: `This wallet has no ${namespace} account`,
            reason: 'NOT_SUPPORTED',
            code: 4902,
          })
        if (namespace === 'eip155') return { email: world.loggedIn, chainId, ...evmUser(chainId as number) }
        const address = SOLANA_ADDRESS
        return { email: world.loggedIn, address, chainId, accounts: [{ address, type: 'eoa' }] }
      }
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
      case 'INIT_SMART_ACCOUNT_NETWORKS':
        return { smartAccountEnabledNetworks: smartChains() }
      case 'SET_PREFERRED_ACCOUNT': {
        const { type: wanted, mode } = payload as RequestPayload<'SET_PREFERRED_ACCOUNT'>
        const chainId = world.chainId
        if (typeof chainId !== 'number' || (wanted === 'smartAccount' && !smartChains().includes(chainId)))
          refuse(type, { message: 'No smart account on this network', reason: 'NOT_SUPPORTED' })
        const upgrade = wanted === 'smartAccount' && mode === 'eip7702'
        if (upgrade && !upgradeChains().includes(chainId as number))
          refuse(type, { message: 'No in-place upgrade on this network', reason: 'NOT_SUPPORTED' })
        // The upgrade waits for the user's Approve in the frame, as an approval does.
        if (upgrade && (await wait('SET_PREFERRED_ACCOUNT', signal)) === 'reject')
          refuse(type, { code: 4001, message: 'User rejected the request', reason: 'USER_REJECTED' })
        world.preferred.set(chainId as number, upgrade ? 'eip7702' : wanted)
        const user = evmUser(chainId as number)
        return {
          type: wanted,
          address: user.address,
          ...(wanted === 'smartAccount' && { mode: user.smartAccountMode }),
        }
      }
      case 'GET_CHAIN_ID':
        return { chainId: world.chainId as string | number }
      case 'SWITCH_NETWORK':
        world.chainId = (payload as RequestPayload<'SWITCH_NETWORK'>).chainId
        return { chainId: world.chainId }
      case 'RPC_REQUEST': {
        const { method } = payload as RequestPayload<'RPC_REQUEST'>
        if (SAFE_METHODS.has(method)) return { result: '0x1' }
        const decision = (await wait(method)) as 'approve' | 'reject'
        if (decision === 'reject')
          refuse(type, { code: 4001, message: 'User rejected the request', reason: 'USER_REJECTED' })
        if (world.answerNext !== undefined) {
          const answer = world.answerNext
          world.answerNext = undefined
          return { result: answer }
        }
        // A smart account's first operation deploys it.
        const { chainId } = payload as RequestPayload<'RPC_REQUEST'>
        if (method === 'eth_sendTransaction' && world.preferred.get(chainId as number) === 'smartAccount')
          world.smartAccountDeployed = true
        // The upgraded EOA's first operation carries its authorization.
        if (method === 'eth_sendTransaction' && world.preferred.get(chainId as number) === 'eip7702')
          world.eoaUpgraded = true
        // A transaction hash (32 bytes) or a signature (65 bytes), as a wallet answers.
        return { result: method === 'eth_sendTransaction' ? `0x${'ab'.repeat(32)}` : `0x${'cd'.repeat(65)}` }
      }
      case 'UPDATE_EMAIL':
        world.pendingEmail = (payload as RequestPayload<'UPDATE_EMAIL'>).email
        return { action: 'VERIFY_PRIMARY_OTP' }
      case 'UPDATE_EMAIL_PRIMARY_OTP':
        return { action: 'VERIFY_SECONDARY_OTP' }
      case 'UPDATE_EMAIL_SECONDARY_OTP': {
        const newEmail = world.pendingEmail as string
        world.users.set(newEmail, world.users.get(world.loggedIn as string)!)
        world.users.delete(world.loggedIn as string)
        world.loggedIn = newEmail
        return { newEmail }
      }
      case 'EXPORT_KEY':
        return wait('EXPORT_KEY')
      case 'DOWNLOAD_KIT':
        return wait('DOWNLOAD_KIT')
      case 'SIGN_OUT':
        world.loggedIn = undefined
        return {}
      default:
        return refuse(type, { message: `${type} is not scripted` })
    }
  }

  function createFrameClient({ chainId }: { chainId: string | number }): FrameClient {
    world.loads++
    world.chainId = chainId
    const pending = new Set<{ type: RequestType; userPaced: boolean; fail(error: unknown): void }>()
    return {
      frame: {} as HTMLIFrameElement,
      origin: 'http://127.0.0.1:4600',
      ready: Promise.resolve(),
      request<type extends RequestType>(
        type: type,
        payload: RequestPayload<type>,
        options: { signal?: AbortSignal | undefined } = {},
      ): Promise<RequestResult<type>> {
        world.received.push({ type, payload })
        return new Promise((resolve, reject) => {
          const method = (payload as { method?: string }).method
          const entry = {
            type,
            userPaced:
              [
                'CONNECT_EMAIL',
                'CONNECT_DEVICE',
                'CONNECT_OTP',
                'SETUP_WALLET',
                'EXPORT_KEY',
                'DOWNLOAD_KIT',
              ].includes(type) ||
              (method !== undefined && !SAFE_METHODS.has(method)),
            fail: reject,
          }
          pending.add(entry)
          answer(type, payload, options.signal).then(
            (result) => {
              pending.delete(entry)
              resolve(result as RequestResult<type>)
            },
            (error) => {
              pending.delete(entry)
              reject(error)
            },
          )
        })
      },
      show(rect) {
        world.shown = rect
      },
      hide() {
        world.shown = undefined
      },
      abortPending({ exceptSafe = false } = {}) {
        for (const entry of [...pending]) {
          if (exceptSafe && !entry.userPaced) continue
          pending.delete(entry)
          entry.fail(
            ['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP'].includes(entry.type)
              ? new EmbeddedWalletConnectError(entry.type, 'aborted')
              : new EmbeddedWalletAbortedError(entry.type),
          )
        }
      },
      destroy() {},
    }
  }

  const module: EmbeddedWalletModule = { createFrameClient }
  return {
    world,
    load: async () => module,
    /** The user approves or rejects the wallet request of `method` in the shown frame. */
    approveRequest: (method: string) => settle(method, 'approve'),
    rejectRequest: (method: string) => settle(method, 'reject'),
    finishSetup: () => settle('SETUP_WALLET', {}),
    finishExport: () => settle('EXPORT_KEY', {}),
    finishKit: () => settle('DOWNLOAD_KIT', {}),
    approveDevice: () => settle('CONNECT_DEVICE', { approved: true }),
    /** The device link's long poll ended without an approval. */
    deviceNotYet: () => settle('CONNECT_DEVICE', { approved: false }),
    /** The device link's long poll failed with the frame's error (e.g. the network dropped, or 429). */
    deviceWaitFails: (payload: ConstructorParameters<typeof EmbeddedWalletRequestError>[1]) => {
      const deferred = world.waiting.get('CONNECT_DEVICE')
      world.waiting.delete('CONNECT_DEVICE')
      deferred?.reject(new EmbeddedWalletRequestError('CONNECT_DEVICE', payload))
    },
    /** The types received so far. */
    types: () => world.received.map((request) => request.type),
  }
}

export type ScriptedWallet = ReturnType<typeof scriptedWallet>
