import { type Address, maxUint256 } from 'viem'
import { ammRouterAbi, porticoTokenAbi, usdCoinAbi } from '../generated/abis.js'
import { seed } from '../seed.js'
import type { DeployContext } from './context.js'

/** The AMM's three pools: the deployer mints what they need and adds it through the router. */
export async function seedLiquidity(
  { wallet, mined, deployer }: DeployContext,
  { usdc, ptk, ammRouter }: { usdc: Address; ptk: Address; ammRouter: Address },
) {
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
}
