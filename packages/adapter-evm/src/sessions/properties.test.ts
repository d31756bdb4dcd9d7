import fc from 'fast-check'
import { type Address, getAddress, type Hex, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { decodePermissionContext, encodePermissionContext } from './context.js'
import { createSessionDelegation, describeSessionDelegation } from './delegation.js'
import { parseSessionRequests } from './parse.js'
import { SessionRequestError } from './SessionRequestError.js'
import type { Delegation, SessionContracts, SessionPermission } from './types.js'

// Properties over generated input: whatever an app sends, the parsers answer or refuse with
// SessionRequestError (never another throw), and what the encoders write reads back unchanged.

const now = 1_800_000_000
const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(toHex(bytes)))
const bytes = fc.uint8Array({ maxLength: 80 }).map(toHex)
const uint256 = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })

function toHex(data: Uint8Array): Hex {
  return `0x${Array.from(data, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

const refusesOnlyWithSessionRequestError = (parse: () => unknown) => {
  try {
    parse()
  } catch (error) {
    expect(error).toBeInstanceOf(SessionRequestError)
  }
}

describe('parseSessionRequests', () => {
  test('any JSON value, in either dialect: an answer or a SessionRequestError', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (params, grant) => {
        const method = grant ? 'wallet_grantPermissions' : 'wallet_requestExecutionPermissions'
        refusesOnlyWithSessionRequestError(() => parseSessionRequests(method, params, now))
        refusesOnlyWithSessionRequestError(() => parseSessionRequests(method, [params], now))
      }),
    )
  })

  test('a valid request with any field replaced by any value: an answer or a SessionRequestError', () => {
    const fields = ['chainId', 'from', 'to', 'permission', 'rules'] as const
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.anything(), (field, value) => {
        const request = {
          chainId: '0x1',
          to: getAddress(`0x${'1'.repeat(40)}`),
          permission: {
            type: 'native-token-allowance',
            isAdjustmentAllowed: true,
            data: { allowanceAmount: '0x1' },
          },
          rules: [{ type: 'expiry', data: { timestamp: now + 1 } }],
          [field]: value,
        }
        refusesOnlyWithSessionRequestError(() =>
          parseSessionRequests('wallet_requestExecutionPermissions', [request], now),
        )
      }),
    )
  })

  test('any allowance in 1..2^256-1 and any future expiry are read exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 2n ** 256n - 1n }),
        fc.integer({ min: now + 1, max: 2 ** 40 }),
        (amount, expiry) => {
          const [request] = parseSessionRequests(
            'wallet_grantPermissions',
            [
              {
                chainId: 1,
                expiry,
                signer: { type: 'account', data: { address: `0x${'2'.repeat(40)}` } },
                permission: {
                  type: 'native-token-transfer',
                  data: { allowance: `0x${amount.toString(16)}` },
                },
              },
            ],
            now,
          )
          expect(request?.permission).toEqual({
            type: 'native-token-allowance',
            allowance: amount,
            targets: [],
          })
          expect(request?.expiry).toBe(expiry)
        },
      ),
    )
  })
})

describe('permission contexts', () => {
  const caveat = fc.record({ enforcer: address, terms: bytes, args: bytes })
  const delegation: fc.Arbitrary<Delegation> = fc.record({
    delegate: address,
    delegator: address,
    authority: fc.uint8Array({ minLength: 32, maxLength: 32 }).map(toHex),
    caveats: fc.array(caveat, { maxLength: 4 }),
    salt: uint256,
    signature: bytes,
  })

  test('decode(encode(delegations)) is the delegations', () => {
    fc.assert(
      fc.property(fc.array(delegation, { minLength: 1, maxLength: 3 }), (delegations) => {
        expect(decodePermissionContext(encodePermissionContext(delegations))).toEqual(delegations)
      }),
    )
  })

  test('any bytes: delegations or a SessionRequestError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (data) => {
        refusesOnlyWithSessionRequestError(() => decodePermissionContext(toHex(data)))
      }),
    )
  })
})

test('describeSessionDelegation reads back any session createSessionDelegation writes', () => {
  const contracts: SessionContracts = {
    delegationManager: getAddress(`0x${'d'.repeat(40)}`),
    enforcers: {
      erc20TransferAmount: getAddress(`0x${'e1'.repeat(20)}`),
      nativeTokenTransferAmount: getAddress(`0x${'e2'.repeat(20)}`),
      timestamp: getAddress(`0x${'e3'.repeat(20)}`),
      allowedTargets: getAddress(`0x${'e4'.repeat(20)}`),
      exactCalldata: getAddress(`0x${'e5'.repeat(20)}`),
    },
  }
  const allowance = fc.bigInt({ min: 1n, max: 2n ** 256n - 1n })
  const permission: fc.Arbitrary<SessionPermission> = fc.oneof(
    fc.record({ type: fc.constant('erc20-token-allowance' as const), token: address, allowance }),
    fc.record({
      type: fc.constant('native-token-allowance' as const),
      allowance,
      targets: fc.array(address, { maxLength: 5 }),
    }),
  )
  fc.assert(
    fc.property(
      permission,
      address,
      address,
      fc.integer({ min: 1, max: 2 ** 40 }),
      (permission, account, signer, expiry) => {
        fc.pre(signer !== zeroAddress)
        const request = {
          dialect: 'execution' as const,
          chainId: 1,
          signer: signer as Address,
          permission,
          expiry,
          request: {},
        }
        const delegation = createSessionDelegation({ account, request, contracts })
        expect(describeSessionDelegation(delegation, contracts)).toEqual({
          signer,
          account,
          permission,
          expiry,
        })
      },
    ),
  )
})
