import { type ConfigInput, devnetPaymaster, devnetSessionRevokeTarget, devnetSessions } from '@portico/api'
import { type Bundler, startDevnetBundler } from '@portico/bundler'
import type { DevnetChain } from '@portico/devnet/contracts'
import { ENTRY_POINT_ADDRESS, SIMPLE_7702_ACCOUNT_ADDRESS } from '@portico/devnet/contracts'
import { parseEther } from 'viem'

/** The demo's daily gas sponsorship: 0.05 ETH of gas per user, 1 ETH for the whole app. */
const USER_DAILY_WEI = parseEther('0.05').toString()
const PROJECT_DAILY_WEI = parseEther('1').toString()

export type SmartAccountWorld = {
  /** The ERC-4337 bundler on `chain`. */
  bundler: Bundler
  /** The API's `paymaster` settings: its signer, the chain's PorticoPaymaster, the demo project's policy. */
  paymaster: NonNullable<ConfigInput['paymaster']>
  /**
   * The API's `smartAccounts` settings: the chain's EntryPoint, the PorticoAccount factory, the bundler and the
   * Simple7702Account an EOA may delegate to (the chain is Prague) and the session contracts (DelegationManager and
   * caveat enforcers) the smart account grants sessions with, which `GET /v1/smart-accounts` lists for the embedded
   * wallet.
   */
  smartAccounts: NonNullable<ConfigInput['smartAccounts']>
}

/**
 * What smart accounts use on the demo's first chain: a bundler (with a fresh funded key of its own), the gas sponsorship the API runs for the demo's
 * project — USDC and PTK transfers and a session's revoke, within daily budgets — and the API's list of the chain's smart-account service
 * (EntryPoint, PorticoAccount factory, bundler, and the Simple7702Account the wallet's EOA may be upgraded to in
 * place with EIP-7702) that the embedded wallet's frame receives.
 */
export async function startSmartAccountWorld({
  host,
  chain,
  projectId,
}: {
  host: string
  chain: DevnetChain
  projectId: string
}): Promise<SmartAccountWorld> {
  const bundler = await startDevnetBundler({ rpcUrl: chain.rpcUrl, host })
  const { usdc, ptk, porticoAccountFactory } = chain.addresses
  return {
    bundler,
    smartAccounts: [
      {
        chainId: chain.chainId,
        entryPoint: ENTRY_POINT_ADDRESS,
        factory: porticoAccountFactory,
        bundlerUrl: bundler.url,
        eip7702: SIMPLE_7702_ACCOUNT_ADDRESS,
        sessions: devnetSessions(chain),
      },
    ],
    paymaster: {
      ...devnetPaymaster(chain),
      policies: [
        {
          projectId,
          chainId: chain.chainId,
          sponsorName: 'Portico demo',
          targets: [
            { address: usdc, methods: ['transfer(address,uint256)'] },
            { address: ptk, methods: ['transfer(address,uint256)'] },
            devnetSessionRevokeTarget(chain),
          ],
          userDailyWei: USER_DAILY_WEI,
          projectDailyWei: PROJECT_DAILY_WEI,
        },
      ],
    },
  }
}
