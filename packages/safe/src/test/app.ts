// The test app's page script (bundled by appServer.ts): a Portico config with the EVM adapter and the Safe
// connector allowing `?origins=` (comma-separated), on the chain of `?rpc=` and `?chainId=`.
import { createEvmAdapter } from '@portico/adapter-evm'
import { createConfig, defineNetwork, type Network, webStorage } from '@portico/core'
import { getSafe, safe } from '../index.js'

const query = new URLSearchParams(location.search)
const network = defineNetwork({
  id: Number(query.get('chainId')),
  name: 'Anvil',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [query.get('rpc') ?? ''] } },
  testnet: false,
}) as Network
const evm = createEvmAdapter({ storage: window.localStorage })
const config = createConfig({
  projectId: 'safe-test',
  networks: [network],
  adapters: [evm],
  storage: webStorage('localStorage'),
  plugins: [safe({ origins: (query.get('origins') ?? '').split(',').filter(Boolean) })],
})
const connector = getSafe(config)!

Object.assign(window, {
  test: {
    network,
    ready: () => connector.ready.then(() => config.ready),
    state: () => ({ ...connector.state, error: connector.state.error?.message }),
    account: () => {
      const account = config.getAccount()
      return account && { status: account.status, address: account.address }
    },
    signMessage: async (message: string) =>
      (await evm.signMessage({ address: config.getAccount()!.address!, message })).signature,
    send: async (to: string, value: string) =>
      (await evm.sendTransfer({ network, from: config.getAccount()!.address!, to, value: BigInt(value) }))
        .hash,
    atomic: () => evm.supportsAtomicBatch({ network, address: config.getAccount()!.address! }),
    batch: async (calls: { to: string; value: string }[]) =>
      (
        await evm.sendAtomicBatch({
          network,
          from: config.getAccount()!.address!,
          calls: calls.map(({ to, value }) => ({ to, value: BigInt(value) })),
        })
      ).hash,
    /** The EIP-1193 error code a request fails with (`undefined` when it succeeds). */
    failure: (method: string, params: unknown[]) =>
      evm
        .getWalletClient()!
        .request({ method, params } as never)
        .then(
          () => undefined,
          (error: { code?: number }) => error.code,
        ),
    request: (method: string, params: unknown[]) =>
      evm.getWalletClient()!.request({ method, params } as never) as Promise<unknown>,
    disconnect: () => config.disconnect(),
  },
})
