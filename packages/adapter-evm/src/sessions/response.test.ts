import { describe, expect, test } from 'vitest'
import { parseSessionRequests } from './parse.js'
import { permissionResponse } from './response.js'

// The answer an app gets: its request as sent, plus where and how to redeem, in the dialect it asked in.

const now = 1_800_000_000
const signer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const dependency = { factory: '0x000000000000000000000000000000000000Fac7', factoryData: '0x1234' } as const
const grantInfo = {
  context: '0xc0ffee',
  delegationManager: '0x00000000000000000000000000000000000000D0',
  dependencies: [dependency],
} as const

describe('permissionResponse', () => {
  test('wallet_requestExecutionPermissions: request + context, dependencies, delegationManager', () => {
    const request = {
      chainId: '0x7a69',
      to: signer,
      permission: {
        type: 'native-token-allowance',
        isAdjustmentAllowed: false,
        data: { allowanceAmount: '0x1' },
      },
      rules: [{ type: 'expiry', data: { timestamp: now + 60 } }],
    }
    const [parsed] = parseSessionRequests('wallet_requestExecutionPermissions', [request], now)
    expect(permissionResponse(parsed!, { ...grantInfo, dependencies: [...grantInfo.dependencies] })).toEqual({
      ...request,
      context: '0xc0ffee',
      dependencies: [dependency],
      delegationManager: grantInfo.delegationManager,
    })
  })

  test('wallet_grantPermissions: request + context, signerMeta; accountMeta only with a dependency', () => {
    const request = {
      chainId: '0x7a69',
      expiry: now + 60,
      signer: { type: 'account', data: { address: signer } },
      permission: { type: 'native-token-transfer', data: { allowance: '0x1' } },
      policies: [],
    }
    const [parsed] = parseSessionRequests('wallet_grantPermissions', [request], now)
    expect(permissionResponse(parsed!, { ...grantInfo, dependencies: [dependency] })).toEqual({
      ...request,
      context: '0xc0ffee',
      signerMeta: { delegationManager: grantInfo.delegationManager },
      accountMeta: dependency,
    })
    expect(permissionResponse(parsed!, { ...grantInfo, dependencies: [] })).not.toHaveProperty('accountMeta')
  })
})
