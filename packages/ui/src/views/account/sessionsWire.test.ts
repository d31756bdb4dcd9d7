// @vitest-environment node
import { parseSessionRequests, permissionResponse, type SessionRequest } from '@portico/adapter-evm/sessions'
import { createConfig, defineNetwork, memoryStorage } from '@portico/core'
import { getGrantedExecutionPermissions, requestExecutionPermissions } from '@portico/core/sessions'
import { createTestAdapter, TEST_ADDRESS } from '@portico/core/testing'
import { expect, test } from 'vitest'

// The wire between the kit and a wallet: what core's session actions send is what the wallet side's reader
// (`parseSessionRequests` of @portico/adapter-evm/sessions, which the e-mail wallet uses) accepts, and what that
// side answers (`permissionResponse`) core reads back as the same permission, in both dialects.

const SIGNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const PAYEE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const GRANT = {
  context: '0xc0ffee',
  delegationManager: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  dependencies: [{ factory: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', factoryData: '0xabcd' }],
} as const
const expiry = Math.floor(Date.now() / 1000) + 3600

/** A wallet whose session methods are the wallet side's own reader and answer; `dialect` picks which it has. */
async function walletOfDialect(dialect: SessionRequest['dialect']) {
  const granted: Record<string, unknown>[] = []
  const method = dialect === 'execution' ? 'wallet_requestExecutionPermissions' : 'wallet_grantPermissions'
  const handlers: Record<string, (params: unknown) => unknown> = {
    [method]: (params) =>
      parseSessionRequests(method, params).map((request) => {
        const answer = permissionResponse(request, { ...GRANT, dependencies: [...GRANT.dependencies] })
        granted.push(answer)
        return answer
      }),
    ...(dialect === 'execution' && {
      wallet_getSupportedExecutionPermissions: () => ({}),
      wallet_getGrantedExecutionPermissions: () => granted,
    }),
  }
  const client = {
    async request({ method, params }: { method: string; params?: unknown }) {
      const handler = handlers[method]
      if (!handler) throw Object.assign(new Error('Method not found'), { code: -32601 })
      return handler(params)
    },
  }
  const evm = createTestAdapter('eip155')
  Object.assign(evm.adapter, { getWalletClient: () => client })
  const config = createConfig({
    projectId: 'wire',
    networks: [
      defineNetwork({
        id: 31337,
        name: 'Devnet',
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
      }),
    ],
    adapters: [evm.adapter],
    storage: memoryStorage(),
    reconnectOnInit: false,
  })
  await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
  return config
}

test('a 2026 wallet reads core request as sent, and core reads its answer and its list back', async () => {
  const config = await walletOfDialect('execution')
  const native = { type: 'native-token-allowance', allowance: 5n, targets: [PAYEE] } as const
  const result = await requestExecutionPermissions(config, {
    chainId: 31337,
    signer: SIGNER,
    permission: native,
    expiry,
  })
  const permission = {
    ...GRANT,
    signer: SIGNER,
    account: TEST_ADDRESS,
    permission: native,
    expiry,
    chainId: 31337,
  }
  expect(result).toEqual({ status: 'granted', permission })
  expect(await getGrantedExecutionPermissions(config)).toEqual({
    status: 'success',
    permissions: [permission],
  })
  config.destroy()
})

test('an older wallet (wallet_grantPermissions) too, with its dependency from accountMeta', async () => {
  const config = await walletOfDialect('grant')
  const erc20 = { type: 'erc20-token-allowance', token: USDC, allowance: 10_000_000n } as const
  const result = await requestExecutionPermissions(config, {
    chainId: 31337,
    signer: SIGNER,
    permission: erc20,
    expiry,
  })
  expect(result).toEqual({
    status: 'granted',
    permission: {
      ...GRANT,
      signer: SIGNER,
      account: TEST_ADDRESS,
      permission: erc20,
      expiry,
      chainId: 31337,
    },
  })
  config.destroy()
})
