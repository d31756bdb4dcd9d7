import { isEvmAddress } from '../../caip/isEvmAddress.js'
import { InvalidExecutionPermissionReplyError } from './sessionErrors.js'
import type { Address, GrantedExecutionPermission, Hex, SessionDialect } from './sessionTypes.js'

// Reads the wallet's answers, in either dialect, into one `GrantedExecutionPermission`. Every field is checked:
// an answer that does not fit is an `InvalidExecutionPermissionReplyError`, never a half-read permission.

type Fields = Record<string, unknown>

function fail(path: string, what: string): never {
  throw new InvalidExecutionPermissionReplyError(`${path} is not ${what}`)
}

function object(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'an object')
  return value as Fields
}

function address(value: unknown, path: string): Address {
  if (typeof value !== 'string' || !value.startsWith('0x') || !isEvmAddress(value)) fail(path, 'an address')
  return value as Address
}

function hex(value: unknown, path: string): Hex {
  if (typeof value !== 'string' || !/^0x[\da-f]*$/i.test(value)) fail(path, 'a hex string')
  return value as Hex
}

/** A quantity written as hex (or a decimal integer string or number, as some wallets write it), above zero. */
function amount(value: unknown, path: string): bigint {
  const valid =
    (typeof value === 'string' && /^(0x[\da-f]+|\d+)$/i.test(value)) ||
    (typeof value === 'number' && Number.isSafeInteger(value))
  const parsed = valid ? BigInt(value as string | number) : 0n
  if (parsed <= 0n) fail(path, 'an amount above zero')
  return parsed
}

/** A positive integer: a chain id (hex or number) or unix seconds. */
function positiveInteger(value: unknown, path: string): number {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^0x[\da-f]+$/i.test(value)
        ? Number(value)
        : NaN
  if (!Number.isSafeInteger(parsed) || parsed <= 0) fail(path, 'a positive integer')
  return parsed
}

function list(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) fail(path, 'an array')
  return value
}

function optionalAddress(value: unknown, path: string): Address | undefined {
  return value === undefined ? undefined : address(value, path)
}

function dependencies(value: unknown, path: string): GrantedExecutionPermission['dependencies'] {
  return list(value ?? [], path).map((entry, i) => {
    const fields = object(entry, `${path}[${i}]`)
    return {
      factory: address(fields.factory, `${path}[${i}].factory`),
      factoryData: hex(fields.factoryData, `${path}[${i}].factoryData`),
    }
  })
}

/** The rules of a 2026 answer: its expiry (required) and payees (the native allowance's targets). */
function executionRules(value: unknown): { expiry: number; targets: Address[] } {
  let expiry: number | undefined
  let targets: Address[] = []
  list(value ?? [], 'rules').forEach((entry, i) => {
    const rule = object(entry, `rules[${i}]`)
    const data = object(rule.data, `rules[${i}].data`)
    if (rule.type === 'expiry') expiry = positiveInteger(data.timestamp, `rules[${i}].data.timestamp`)
    else if (rule.type === 'payee')
      targets = list(data.addresses, `rules[${i}].data.addresses`).map((a, j) =>
        address(a, `rules[${i}].data.addresses[${j}]`),
      )
    else fail(`rules[${i}].type`, 'expiry or payee')
  })
  if (expiry === undefined) fail('rules', 'a list with an expiry')
  return { expiry, targets }
}

/** One answer of `wallet_requestExecutionPermissions` / `wallet_getGrantedExecutionPermissions`. */
export function readExecutionAnswer(value: unknown): GrantedExecutionPermission {
  const answer = object(value, 'the answer')
  const permission = object(answer.permission, 'permission')
  const data = object(permission.data, 'permission.data')
  const { expiry, targets } = executionRules(answer.rules)
  const allowance = amount(data.allowanceAmount, 'permission.data.allowanceAmount')
  let read: GrantedExecutionPermission['permission']
  if (permission.type === 'erc20-token-allowance')
    read = {
      type: permission.type,
      token: address(data.tokenAddress, 'permission.data.tokenAddress'),
      allowance,
    }
  else if (permission.type === 'native-token-allowance') read = { type: permission.type, allowance, targets }
  else fail('permission.type', 'erc20-token-allowance or native-token-allowance')
  return {
    context: hex(answer.context, 'context'),
    delegationManager: address(answer.delegationManager, 'delegationManager'),
    dependencies: dependencies(answer.dependencies, 'dependencies'),
    signer: address(answer.to, 'to'),
    account: optionalAddress(answer.from, 'from'),
    permission: read,
    expiry,
    chainId: positiveInteger(answer.chainId, 'chainId'),
  }
}

/** The signer of an older answer: an account (`data.address`), or a key whose `data.id` is a plain address. */
function grantSigner(value: unknown): Address {
  const data = object(object(value, 'signer').data, 'signer.data')
  return address(data.address ?? data.id, 'signer.data.address')
}

/** One answer of the older `wallet_grantPermissions`. */
export function readGrantAnswer(value: unknown): GrantedExecutionPermission {
  const answer = object(value, 'the answer')
  const permission = object(answer.permission, 'permission')
  const data = object(permission.data, 'permission.data')
  const allowance = amount(data.allowance, 'permission.data.allowance')
  let read: GrantedExecutionPermission['permission']
  if (permission.type === 'erc20-token-transfer')
    read = {
      type: 'erc20-token-allowance',
      token: address(data.address, 'permission.data.address'),
      allowance,
    }
  else if (permission.type === 'native-token-transfer')
    read = { type: 'native-token-allowance', allowance, targets: [] }
  else fail('permission.type', 'erc20-token-transfer or native-token-transfer')
  const accountMeta = answer.accountMeta === undefined ? undefined : object(answer.accountMeta, 'accountMeta')
  return {
    context: hex(answer.context, 'context'),
    delegationManager: address(
      object(answer.signerMeta, 'signerMeta').delegationManager,
      'signerMeta.delegationManager',
    ),
    dependencies: accountMeta ? dependencies([accountMeta], 'accountMeta') : [],
    signer: grantSigner(answer.signer),
    account: optionalAddress(answer.address, 'address'),
    permission: read,
    expiry: positiveInteger(answer.expiry, 'expiry'),
    chainId: positiveInteger(answer.chainId, 'chainId'),
  }
}

/** The first (only) permission of a request's answer, in the dialect asked. */
export function readRequestAnswer(dialect: SessionDialect, value: unknown): GrantedExecutionPermission {
  const first = Array.isArray(value) ? value[0] : value
  return dialect === 'execution' ? readExecutionAnswer(first) : readGrantAnswer(first)
}

/**
 * One permission of `wallet_getGrantedExecutionPermissions`. A wallet lists its grants as it answered them, so one
 * it granted through the older `wallet_grantPermissions` (its answer names `signerMeta`) is in that shape.
 */
export function readListedAnswer(value: unknown): GrantedExecutionPermission {
  const older = typeof value === 'object' && value !== null && 'signerMeta' in value
  return older ? readGrantAnswer(value) : readExecutionAnswer(value)
}
