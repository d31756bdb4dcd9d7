import {
  type Abi,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  maxUint256,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem'
import { DEPLOYER_INDEX, devnetAccount, TEST_ACCOUNT_COUNT } from './accounts.js'
import type { Artifacts } from './artifactTypes.js'
import type { ContractName } from './compilerSettings.js'
import { devnetChain } from './devnetChain.js'
import {
  ammFactoryAbi,
  ammRouterAbi,
  porticoPassAbi,
  porticoTokenAbi,
  smartAccountFactoryAbi,
  usdCoinAbi,
} from './generated/abis.js'
import { MULTICALL3_ADDRESS } from './multicall3.js'
import { seed } from './seed.js'
import type { DevnetAddresses } from './types.js'

type DeployOptions = { chainId: number; rpcUrl: string; artifacts: Artifacts; metadataUrl: string }

/** Deploys and seeds every contract on one fresh chain; addresses are the same on every fresh chain. */
export async function deploy({
  chainId,
  rpcUrl,
  artifacts,
  metadataUrl,
}: DeployOptions): Promise<DevnetAddresses> {
  const chain = devnetChain({ chainId, rpcUrl })
  const transport = http(rpcUrl, { retryCount: 0 })
  const deployer = devnetAccount(DEPLOYER_INDEX).address
  // Anvil holds the mnemonic's keys, so the deployer signs through eth_sendTransaction.
  const wallet = createWalletClient({ account: deployer, chain, transport })
  const client = createPublicClient({ chain, transport })

  // Instant mining: the receipt exists as soon as the hash is returned.
  const mined = async (hash: Hex): Promise<TransactionReceipt> => {
    for (;;) {
      try {
        const receipt = await client.getTransactionReceipt({ hash })
        if (receipt.status !== 'success') throw new Error(`devnet deploy: transaction ${hash} reverted`)
        return receipt
      } catch (error) {
        if (!(error instanceof TransactionReceiptNotFoundError)) throw error
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    }
  }
  const create = async (name: ContractName, args: readonly unknown[] = []): Promise<Address> => {
    const { abi, bytecode } = artifacts.contracts[name]
    const receipt = await mined(await wallet.deployContract({ abi: abi as Abi, bytecode, args }))
    if (!receipt.contractAddress) throw new Error(`devnet deploy: ${name} has no address`)
    return getAddress(receipt.contractAddress)
  }

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

  // Liquidity: the deployer mints what the pools need and adds it through the router.
  const { pools } = seed
  const usdcLiquidity = pools.wethUsdc.usdc + pools.ptkUsdc.usdc
  const ptkLiquidity = pools.ptkUsdc.ptk + pools.ptkWeth.ptk
  await mined(
    await wallet.writeContract({
      address: usdc,
      abi: usdCoinAbi,
      functionName: 'mint',
      args: [deployer, usdcLiquidity],
    }),
  )
  await mined(
    await wallet.writeContract({
      address: ptk,
      abi: porticoTokenAbi,
      functionName: 'mint',
      args: [deployer, ptkLiquidity],
    }),
  )
  await mined(
    await wallet.writeContract({
      address: usdc,
      abi: usdCoinAbi,
      functionName: 'approve',
      args: [ammRouter, maxUint256],
    }),
  )
  await mined(
    await wallet.writeContract({
      address: ptk,
      abi: porticoTokenAbi,
      functionName: 'approve',
      args: [ammRouter, maxUint256],
    }),
  )
  await mined(
    await wallet.writeContract({
      address: ammRouter,
      abi: ammRouterAbi,
      functionName: 'addLiquidityETH',
      args: [usdc, pools.wethUsdc.usdc, 0n, 0n, deployer, maxUint256],
      value: pools.wethUsdc.weth,
    }),
  )
  await mined(
    await wallet.writeContract({
      address: ammRouter,
      abi: ammRouterAbi,
      functionName: 'addLiquidity',
      args: [ptk, usdc, pools.ptkUsdc.ptk, pools.ptkUsdc.usdc, 0n, 0n, deployer, maxUint256],
    }),
  )
  await mined(
    await wallet.writeContract({
      address: ammRouter,
      abi: ammRouterAbi,
      functionName: 'addLiquidityETH',
      args: [ptk, pools.ptkWeth.ptk, 0n, 0n, deployer, maxUint256],
      value: pools.ptkWeth.weth,
    }),
  )

  // Test accounts: USDC, PTK and one NFT each (their native balance is anvil's genesis balance).
  const testAccounts = Array.from({ length: TEST_ACCOUNT_COUNT }, (_, index) => devnetAccount(index).address)
  for (const account of testAccounts) {
    await mined(
      await wallet.writeContract({
        address: usdc,
        abi: usdCoinAbi,
        functionName: 'mint',
        args: [account, seed.usdcPerAccount],
      }),
    )
    await mined(
      await wallet.writeContract({
        address: ptk,
        abi: porticoTokenAbi,
        functionName: 'mint',
        args: [account, seed.ptkPerAccount],
      }),
    )
    await mined(
      await wallet.writeContract({
        address: nft,
        abi: porticoPassAbi,
        functionName: 'mint',
        args: [account],
      }),
    )
  }

  // The smart account: owned by test account 0, created through the factory (salt 0), funded.
  const owner = testAccounts[0]!
  await mined(
    await wallet.writeContract({
      address: smartAccountFactory,
      abi: smartAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner, 0n],
    }),
  )
  const smartAccount = await client.readContract({
    address: smartAccountFactory,
    abi: smartAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
  await mined(await wallet.sendTransaction({ to: smartAccount, value: seed.smartAccount.native }))
  await mined(
    await wallet.writeContract({
      address: usdc,
      abi: usdCoinAbi,
      functionName: 'mint',
      args: [smartAccount, seed.smartAccount.usdc],
    }),
  )
  await mined(
    await wallet.writeContract({
      address: ptk,
      abi: porticoTokenAbi,
      functionName: 'mint',
      args: [smartAccount, seed.smartAccount.ptk],
    }),
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
  }
}
