// The smart-account services of the frame's smart-account walk, on the devnet chain: our ERC-4337 bundler (its own
// funded key) and the API's ERC-7677 paymaster service, sponsoring USDC transfers for the project `test` within a
// daily gas budget per account; the project `spent` sponsors the same with a budget of one wei, spent at once.
import { type ApiServer, devnetChains, devnetPaymaster, loadConfig, startApiServer } from '@portico/api'
import { startDevnetBundler } from '@portico/bundler'
import type { Devnet } from '@portico/devnet'
import { ENTRY_POINT_ADDRESS } from '@portico/devnet/contracts'
import { parseEther } from 'viem'
import type { SmartAccountServices } from './frameWorld.js'

export const SPONSOR_NAME = 'Portico test sponsor'
export const PROJECT_ID = 'test'

export type SmartAccountWorld = SmartAccountServices & { api: ApiServer; policy: SponsorPolicy }

export type SponsorPolicy = {
  sponsorName: string
  targets: { address: string; methods: string[] }[]
  userDailyWei: string
  projectDailyWei: string
}

/** Starts the bundler and the API with the paymaster for the devnet's first chain. */
export async function startSmartAccountServices(devnet: Devnet): Promise<SmartAccountWorld> {
  const chain = devnet.chains[0]!
  const bundler = await startDevnetBundler({ rpcUrl: chain.rpcUrl })
  const policy: SponsorPolicy = {
    sponsorName: SPONSOR_NAME,
    targets: [{ address: chain.addresses.usdc, methods: ['transfer(address,uint256)'] }],
    userDailyWei: parseEther('0.05').toString(),
    projectDailyWei: parseEther('1').toString(),
  }
  let api: ApiServer
  try {
    api = await startApiServer(
      loadConfig(
        {},
        {
          port: 0,
          rateLimit: { requests: 100_000, windowMs: 60_000 },
          projects: [PROJECT_ID, 'spent'].map((id) => ({
            id,
            allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
          })),
          chains: devnetChains(devnet),
          indexer: { enabled: false, intervalMs: 1000 },
          paymaster: {
            ...devnetPaymaster(chain),
            policies: [
              { projectId: PROJECT_ID, chainId: chain.chainId, ...policy },
              { projectId: 'spent', chainId: chain.chainId, ...policy, userDailyWei: '1' },
            ],
          },
        },
      ),
    )
  } catch (error) {
    await bundler.close()
    throw error
  }
  return {
    api,
    policy,
    service: {
      entryPoint: ENTRY_POINT_ADDRESS,
      factory: chain.addresses.porticoAccountFactory,
      bundlerUrl: bundler.url,
      paymasterUrl: `${api.url}/v1/paymaster?projectId=${PROJECT_ID}`,
    },
    async stop() {
      await api.close()
      await bundler.close()
    },
  }
}
