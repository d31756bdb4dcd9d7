import { type Address, createTestClient } from 'viem'
import { devnetAccount, TEST_ACCOUNT_COUNT } from './accounts.js'
import type { Artifacts } from './artifactTypes.js'
import { createDeployContext } from './deploy/context.js'
import { createSmartAccount, fundTestAccounts } from './deploy/fundAccounts.js'
import { seedLiquidity } from './deploy/seedLiquidity.js'
import { deploySessionContracts } from './deploy/sessionContracts.js'
import { deployErc4337, deployPorticoAccountFactory } from './erc4337/deployErc4337.js'
import type { Erc4337Artifacts } from './erc4337/erc4337Build.js'
import { ammFactoryAbi } from './generated/abis.js'
import { MULTICALL3_ADDRESS } from './multicall3.js'
import type { DevnetAddresses } from './types.js'

type DeployOptions = {
  chainId: number
  rpcUrl: string
  artifacts: Artifacts
  erc4337Artifacts: Erc4337Artifacts
  metadataUrl: string
}

/**
 * Deploys and seeds every contract on one fresh chain; addresses are the same on every fresh chain. The steps
 * live under `deploy/`: the deployer's clients (`context.ts`), the AMM's liquidity (`seedLiquidity.ts`), the
 * test accounts and the smart account (`fundAccounts.ts`), then ERC-4337 (`erc4337/deployErc4337.ts`), the Delegation
 * Framework's session contracts (`sessionContracts.ts`) and the PorticoAccountFactory, whose accounts trust that
 * DelegationManager. Newer contracts come after the older ones, so the addresses of those stay as they were.
 */
export async function deploy({
  chainId,
  rpcUrl,
  artifacts,
  erc4337Artifacts,
  metadataUrl,
}: DeployOptions): Promise<DevnetAddresses> {
  const context = createDeployContext({ chainId, rpcUrl, artifacts })
  const { chain, transport, client, create, deployer } = context

  // Multicall3 at its canonical address (runtime code set directly, no deployment transaction).
  await createTestClient({ mode: 'anvil', chain, transport }).setCode({
    address: MULTICALL3_ADDRESS,
    bytecode: artifacts.contracts.Multicall3.deployedBytecode,
  })

  const usdc = await create('UsdCoin')
  const ptk = await create('PorticoToken')
  const weth = await create('WETH')
  const nft = await create('PorticoPass', [`${metadataUrl}/nft/${chainId}/`])
  const ammFactory = await create('AmmFactory')
  const ammRouter = await create('AmmRouter', [ammFactory, weth])
  const smartAccountFactory = await create('SmartAccountFactory')

  await seedLiquidity(context, { usdc, ptk, ammRouter })
  const testAccounts = Array.from({ length: TEST_ACCOUNT_COUNT }, (_, index) => devnetAccount(index).address)
  await fundTestAccounts(context, testAccounts, { usdc, ptk, nft })
  const smartAccount = await createSmartAccount(context, testAccounts[0]!, { usdc, ptk, smartAccountFactory })

  const { entryPoint, simple7702Account, simpleAccountFactory, porticoPaymaster } = await deployErc4337(
    context,
    erc4337Artifacts,
  )
  const { delegationManager, sessionEnforcers } = await deploySessionContracts(context)
  const porticoAccountFactory = await deployPorticoAccountFactory(
    context,
    erc4337Artifacts,
    delegationManager,
  )

  const pair = (a: Address, b: Address) =>
    client.readContract({ address: ammFactory, abi: ammFactoryAbi, functionName: 'getPair', args: [a, b] })
  return {
    chainId,
    deployer,
    testAccounts,
    multicall3: MULTICALL3_ADDRESS,
    usdc,
    ptk,
    weth,
    nft,
    ammFactory,
    ammRouter,
    pairs: {
      wethUsdc: await pair(weth, usdc),
      ptkUsdc: await pair(ptk, usdc),
      ptkWeth: await pair(ptk, weth),
    },
    smartAccountFactory,
    smartAccount,
    entryPoint,
    simple7702Account,
    simpleAccountFactory,
    porticoPaymaster,
    porticoAccountFactory,
    delegationManager,
    sessionEnforcers,
  }
}
