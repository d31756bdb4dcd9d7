import type { Address } from 'viem'
import {
  checkJsonTree,
  checkStartTime,
  type Fields,
  fail,
  readAddress,
  readAmount,
  readArray,
  readBoolean,
  readChainId,
  readExpiry,
  readObject,
  readSignerAddress,
  readText,
} from './fields.js'
import type { SessionPermission, SessionRequest } from './types.js'

// The two dialects an app may ask for a session in, read into one SessionRequest each. Everything unknown is
// refused, never dropped: a permission the wallet did not understand must not be granted as a smaller one.

/** Most requests one call may carry. */
export const MAX_SESSION_REQUESTS = 10
/** Most addresses a `payee` rule may list (each becomes 20 bytes of signed terms). */
const MAX_PAYEES = 32
/** Most rules or policies read (each known rule may appear once; the rest are refused by their type). */
const MAX_RULES = 8

type SessionMethod = 'wallet_requestExecutionPermissions' | 'wallet_grantPermissions'

/**
 * Reads the params of `wallet_requestExecutionPermissions` (ERC-7715, 2026) or `wallet_grantPermissions` (its
 * older text): 1 to 10 requests, each with an allowance above 0, a signer that is not the zero address and an
 * expiry after `now` (unix seconds). Throws `SessionRequestError` naming the first field it refuses.
 *
 * @example
 * const [request] = parseSessionRequests('wallet_requestExecutionPermissions', params)
 */
export function parseSessionRequests(
  method: SessionMethod,
  params: unknown,
  now: number = Date.now() / 1000,
): SessionRequest[] {
  const requests = readArray(params, 'params', MAX_SESSION_REQUESTS)
  if (requests.length === 0) fail('params', 'must list at least one request')
  return requests.map((request, index) => {
    const field = `[${index}]`
    checkJsonTree(request, field)
    return method === 'wallet_grantPermissions'
      ? parseGrantRequest(request, field, now)
      : parseExecutionRequest(request, field, now)
  })
}

/** `{ chainId, from?, to, permission: { type, isAdjustmentAllowed, data }, rules? }` */
function parseExecutionRequest(value: unknown, field: string, now: number): SessionRequest {
  const request = readObject(value, field, ['chainId', 'from', 'to', 'permission', 'rules'])
  const permissionField = `${field}.permission`
  const permission = readObject(request.permission, permissionField, ['type', 'isAdjustmentAllowed', 'data'])
  readBoolean(permission.isAdjustmentAllowed, `${permissionField}.isAdjustmentAllowed`)
  const rules = readExecutionRules(request.rules, `${field}.rules`, now)
  const read = readExecutionPermission(permission, permissionField, now)
  if (rules.payees && read.type !== 'native-token-allowance') {
    fail(`${field}.rules`, `payee applies only to native-token-allowance, not ${read.type}`)
  }
  return {
    dialect: 'execution',
    chainId: readChainId(request.chainId, `${field}.chainId`),
    ...(request.from !== undefined && { account: readAddress(request.from, `${field}.from`) }),
    signer: readSignerAddress(request.to, `${field}.to`),
    permission: read.type === 'native-token-allowance' ? { ...read, targets: rules.payees ?? [] } : read,
    expiry: rules.expiry,
    request,
  }
}

function readExecutionPermission(permission: Fields, field: string, now: number): SessionPermission {
  const dataField = `${field}.data`
  switch (permission.type) {
    case 'erc20-token-allowance': {
      const data = readObject(permission.data, dataField, [
        'tokenAddress',
        'allowanceAmount',
        'startTime',
        'justification',
      ])
      readOptionalCommon(data, dataField, now)
      return {
        type: 'erc20-token-allowance',
        token: readAddress(data.tokenAddress, `${dataField}.tokenAddress`),
        allowance: readAmount(data.allowanceAmount, `${dataField}.allowanceAmount`),
      }
    }
    case 'native-token-allowance': {
      const data = readObject(permission.data, dataField, ['allowanceAmount', 'startTime', 'justification'])
      readOptionalCommon(data, dataField, now)
      return {
        type: 'native-token-allowance',
        allowance: readAmount(data.allowanceAmount, `${dataField}.allowanceAmount`),
        targets: [],
      }
    }
    default:
      return fail(`${field}.type`, `unknown permission type ${JSON.stringify(permission.type)}`)
  }
}

function readOptionalCommon(data: Fields, field: string, now: number): void {
  checkStartTime(data.startTime, `${field}.startTime`, now)
  if (data.justification !== undefined) readText(data.justification, `${field}.justification`)
}

/** `[{ type: 'expiry', data: { timestamp } }, { type: 'payee', data: { addresses } }]`: expiry required, each once. */
function readExecutionRules(
  value: unknown,
  field: string,
  now: number,
): { expiry: number; payees?: Address[] } {
  if (value === undefined) fail(field, 'must include an expiry rule')
  let expiry: number | undefined
  let payees: Address[] | undefined
  readArray(value, field, MAX_RULES).forEach((entry, index) => {
    const ruleField = `${field}[${index}]`
    const rule = readObject(entry, ruleField, ['type', 'data', 'isAdjustmentAllowed'])
    if (rule.isAdjustmentAllowed !== undefined)
      readBoolean(rule.isAdjustmentAllowed, `${ruleField}.isAdjustmentAllowed`)
    const dataField = `${ruleField}.data`
    if (rule.type === 'expiry' && expiry === undefined) {
      const data = readObject(rule.data, dataField, ['timestamp'])
      expiry = readExpiry(data.timestamp, `${dataField}.timestamp`, now)
    } else if (rule.type === 'payee' && payees === undefined) {
      const data = readObject(rule.data, dataField, ['addresses'])
      const addresses = readArray(data.addresses, `${dataField}.addresses`, MAX_PAYEES)
      if (addresses.length === 0) fail(`${dataField}.addresses`, 'must list at least one address')
      payees = addresses.map((address, i) => readAddress(address, `${dataField}.addresses[${i}]`))
    } else if (rule.type === 'expiry' || rule.type === 'payee') {
      fail(`${ruleField}.type`, `${rule.type} is given twice`)
    } else {
      fail(`${ruleField}.type`, `unknown rule type ${JSON.stringify(rule.type)}`)
    }
  })
  if (expiry === undefined) fail(field, 'must include an expiry rule')
  return { expiry, ...(payees && { payees }) }
}

/** `{ chainId, address?, expiry, signer: { type: 'account', data }, permission: { type, data }, policies }` */
function parseGrantRequest(value: unknown, field: string, now: number): SessionRequest {
  const request = readObject(value, field, [
    'chainId',
    'address',
    'expiry',
    'signer',
    'permission',
    'policies',
  ])
  // No policy is known: the first one given is refused by its type.
  const [policy] = readArray(request.policies ?? [], `${field}.policies`, MAX_RULES)
  if (policy !== undefined) {
    const { type } = readObject(policy, `${field}.policies[0]`, ['type', 'data'])
    fail(`${field}.policies[0].type`, `unknown policy type ${JSON.stringify(type)}`)
  }
  return {
    dialect: 'grant',
    chainId: readChainId(request.chainId, `${field}.chainId`),
    ...(request.address !== undefined && { account: readAddress(request.address, `${field}.address`) }),
    signer: readGrantSigner(request.signer, `${field}.signer`),
    permission: readGrantPermission(request.permission, `${field}.permission`),
    expiry: readExpiry(request.expiry, `${field}.expiry`, now),
    request,
  }
}

/** `{ type: 'account', data: { address } }`, or `data: { id }` when the id is a plain address. */
function readGrantSigner(value: unknown, field: string): Address {
  const signer = readObject(value, field, ['type', 'data'])
  if (signer.type !== 'account') fail(`${field}.type`, `unknown signer type ${JSON.stringify(signer.type)}`)
  const data = readObject(signer.data, `${field}.data`, ['address', 'id'])
  if (data.address !== undefined && data.id !== undefined)
    fail(`${field}.data`, 'must give address or id, not both')
  return data.address !== undefined
    ? readSignerAddress(data.address, `${field}.data.address`)
    : readSignerAddress(data.id, `${field}.data.id`)
}

function readGrantPermission(value: unknown, field: string): SessionPermission {
  const permission = readObject(value, field, ['type', 'data'])
  const dataField = `${field}.data`
  switch (permission.type) {
    case 'erc20-token-transfer': {
      const data = readObject(permission.data, dataField, ['address', 'allowance'])
      return {
        type: 'erc20-token-allowance',
        token: readAddress(data.address, `${dataField}.address`),
        allowance: readAmount(data.allowance, `${dataField}.allowance`),
      }
    }
    case 'native-token-transfer': {
      const data = readObject(permission.data, dataField, ['allowance'])
      return {
        type: 'native-token-allowance',
        allowance: readAmount(data.allowance, `${dataField}.allowance`),
        targets: [],
      }
    }
    default:
      return fail(`${field}.type`, `unknown permission type ${JSON.stringify(permission.type)}`)
  }
}
