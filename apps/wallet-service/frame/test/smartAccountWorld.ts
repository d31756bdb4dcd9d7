// The smart-account services of the frame's smart-account walk, on the devnet chain: our ERC-4337 bundler (its own
// funded key) and the API's ERC-7677 paymaster service, sponsoring USDC transfers for the project `test` within a
// daily gas budget per account; the project `spent` sponsors the same with a budget of one wei, spent at once.
// With `sessions`, the API also lists the chain's session contracts (the frame's service is then the API's own
// answer to GET /v1/smart-accounts) and the policy sponsors a session's revoke.
import {
  type ApiServer,
  devnetChains,
  devnetPaymaster,
  devnetSessionRevokeTarget,
  devnetSessions,
  loadConfig,
  startApiServer,
} from '@portico/api'
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

/** Starts the bundler and the API with the paymaster (and, with `sessions`, the sessions) of the devnet's first chain. */
export async function startSmartAccountServices(
  devnet: Devnet,
  { sessions = false }: { sessions?: boolean } = {},
): Promise<SmartAccountWorld> {
  const chain = devnet.chains[0]!
  const bundler = await startDevnetBundler({ rpcUrl: chain.rpcUrl })
  const policy: SponsorPolicy = {
    sponsorName: SPONSOR_NAME,
    targets: [
      { address: chain.addresses.usdc, methods: ['transfer(address,uint256)'] },
      ...(sessions ? [devnetSessionRevokeTarget(chain)] : []),
    ],
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
          ...(sessions && {
            smartAccounts: [
              {
                chainId: chain.chainId,
                entryPoint: ENTRY_POINT_ADDRESS,
                factory: chain.addresses.porticoAccountFactory,
                bundlerUrl: bundler.url,
                sessions: devnetSessions(chain),
              },
            ],
          }),
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
  const stop = async () => {
    await api.close()
    await bundler.close()
  }
  const service: SmartAccountServices['service'] = sessions
    ? await listedService(api, chain.chainId).catch(async (error: unknown) => {
        await stop()
        throw error
      })
    : {
        entryPoint: ENTRY_POINT_ADDRESS,
        factory: chain.addresses.porticoAccountFactory,
        bundlerUrl: bundler.url,
        paymasterUrl: `${api.url}/v1/paymaster?projectId=${PROJECT_ID}`,
      }
  return {
    api,
    policy,
    service,
    stop,
  }
}

/** The chain's entry of the API's GET /v1/smart-accounts for the project, as the kit hands it to the frame. */
async function listedService(api: ApiServer, chainId: number): Promise<SmartAccountServices['service']> {
  const reply = await fetch(`${api.url}/v1/smart-accounts?projectId=${PROJECT_ID}`)
  const { networks } = (await reply.json()) as {
    networks: ({ caipNetworkId: string } & SmartAccountServices['service'])[]
  }
  const entry = networks.find((network) => network.caipNetworkId === `eip155:${chainId}`)
  if (!entry) throw new Error(`the API lists no smart account on chain ${chainId}`)
  const { caipNetworkId: _caipNetworkId, ...service } = entry
  return service
}
