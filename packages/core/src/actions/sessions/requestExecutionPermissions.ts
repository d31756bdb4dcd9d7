import { isEvmAddress } from '../../caip/isEvmAddress.js'
import { readRequestAnswer } from './sessionAnswers.js'
import { InvalidExecutionPermissionRequestError } from './sessionErrors.js'
import { sessionFailure } from './sessionFailure.js'
import type {
  Address,
  ExecutionPermission,
  ExecutionPermissionFailure,
  GrantedExecutionPermission,
  SessionDialect,
} from './sessionTypes.js'
import { type SessionsConfig, sessionWallet } from './sessionWallet.js'

export type RequestExecutionPermissionsParameters = {
  chainId: number
  /** The app's session key: the account that will redeem the permission (and pay its gas). */
  signer: Address
  permission: ExecutionPermission
  /** Unix seconds, in the future. */
  expiry: number
}

export type RequestExecutionPermissionsReturnType =
  | { status: 'granted'; permission: GrantedExecutionPermission }
  | ExecutionPermissionFailure

export type RequestExecutionPermissionsErrorType = InvalidExecutionPermissionRequestError

const toHex = (value: bigint | number) => `0x${value.toString(16)}` as const

function check(parameters: RequestExecutionPermissionsParameters, now: number) {
  const { chainId, signer, permission, expiry } = parameters
  const isAddress = (value: unknown) =>
    typeof value === 'string' && value.startsWith('0x') && isEvmAddress(value)
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new InvalidExecutionPermissionRequestError('chainId', 'a positive integer')
  if (!isAddress(signer)) throw new InvalidExecutionPermissionRequestError('signer', 'an address')
  if (!Number.isSafeInteger(expiry) || expiry <= Math.floor(now / 1000))
    throw new InvalidExecutionPermissionRequestError('expiry', 'unix seconds in the future')
  if (typeof permission?.allowance !== 'bigint' || permission.allowance <= 0n)
    throw new InvalidExecutionPermissionRequestError('permission.allowance', 'a bigint above zero')
  if (permission.type === 'erc20-token-allowance') {
    if (!isAddress(permission.token))
      throw new InvalidExecutionPermissionRequestError('permission.token', 'an address')
  } else if (permission.type === 'native-token-allowance') {
    if (!(permission.targets ?? []).every(isAddress))
      throw new InvalidExecutionPermissionRequestError('permission.targets', 'a list of addresses')
  } else {
    throw new InvalidExecutionPermissionRequestError(
      'permission.type',
      'erc20-token-allowance or native-token-allowance',
    )
  }
}

/** The request in the 2026 ERC-7715 shape (`wallet_requestExecutionPermissions`). */
function executionRequest(parameters: RequestExecutionPermissionsParameters, from: string | undefined) {
  const { chainId, signer, permission, expiry } = parameters
  const targets = permission.type === 'native-token-allowance' ? (permission.targets ?? []) : []
  return {
    chainId: toHex(chainId),
    ...(from && { from }),
    to: signer,
    permission: {
      type: permission.type,
      isAdjustmentAllowed: false,
      data:
        permission.type === 'erc20-token-allowance'
          ? { tokenAddress: permission.token, allowanceAmount: toHex(permission.allowance) }
          : { allowanceAmount: toHex(permission.allowance) },
    },
    rules: [
      { type: 'expiry', data: { timestamp: expiry } },
      ...(targets.length > 0 ? [{ type: 'payee', data: { addresses: targets } }] : []),
    ],
  }
}

/** The request in the older shape (`wallet_grantPermissions`); it has no way to name native targets. */
function grantRequest(parameters: RequestExecutionPermissionsParameters, address: string | undefined) {
  const { chainId, signer, permission, expiry } = parameters
  return {
    chainId: toHex(chainId),
    ...(address && { address }),
    expiry,
    signer: { type: 'account', data: { address: signer } },
    permission:
      permission.type === 'erc20-token-allowance'
        ? {
            type: 'erc20-token-transfer',
            data: { address: permission.token, allowance: toHex(permission.allowance) },
          }
        : { type: 'native-token-transfer', data: { allowance: toHex(permission.allowance) } },
    policies: [],
  }
}

const METHODS: Record<SessionDialect, string> = {
  execution: 'wallet_requestExecutionPermissions',
  grant: 'wallet_grantPermissions',
}

/**
 * Asks the connected EVM wallet to let `signer` spend from the account, within `permission`, until `expiry`
 * (ERC-7715; the wallet shows it for approval). Speaks the wallet's dialect, found once per connection. Resolves
 * with the granted permission, or why not (`rejected`, `unsupported`, `unauthorized` with the wallet's reason,
 * `notConnected`, `failed`); throws `InvalidExecutionPermissionRequestError` on parameters it cannot send.
 *
 * @example
 * const result = await requestExecutionPermissions(config, {
 *   chainId: 8453,
 *   signer: sessionKey.address,
 *   permission: { type: 'erc20-token-allowance', token: USDC, allowance: 10_000_000n },
 *   expiry: Math.floor(Date.now() / 1000) + 86_400,
 * })
 * if (result.status === 'granted') store(result.permission.context)
 */
export async function requestExecutionPermissions(
  config: SessionsConfig,
  parameters: RequestExecutionPermissionsParameters,
): Promise<RequestExecutionPermissionsReturnType> {
  check(parameters, Date.now())
  try {
    const found = await sessionWallet(config)
    if (!found) return { status: 'notConnected' }
    const { wallet, dialect, address } = found
    const { permission } = parameters
    // The older dialect cannot limit a native allowance to targets: such a request is not sent as a wider one.
    if (
      dialect === 'grant' &&
      permission.type === 'native-token-allowance' &&
      (permission.targets ?? []).length > 0
    )
      return { status: 'unsupported' }
    const request =
      dialect === 'execution' ? executionRequest(parameters, address) : grantRequest(parameters, address)
    const answer = await wallet.request({ method: METHODS[dialect], params: [request] })
    return { status: 'granted', permission: readRequestAnswer(dialect, answer) }
  } catch (error) {
    return sessionFailure(error)
  }
}
