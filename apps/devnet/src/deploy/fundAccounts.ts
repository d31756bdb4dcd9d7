import type { Address } from 'viem'
import { porticoPassAbi, porticoTokenAbi, smartAccountFactoryAbi, usdCoinAbi } from '../generated/abis.js'
import { seed } from '../seed.js'
import type { DeployContext } from './context.js'

type Tokens = { usdc: Address; ptk: Address }

/** Test accounts: USDC, PTK and one NFT each (their native balance is anvil's genesis balance). */
export async function fundTestAccounts(
  { wallet, mined }: DeployContext,
  accounts: readonly Address[],
  { usdc, ptk, nft }: Tokens & { nft: Address },
) {
  for (const account of accounts) {
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
}

/** The smart account: owned by `owner`, created through the factory (salt 0), funded; its address. */
export async function createSmartAccount(
  { wallet, client, mined }: DeployContext,
  owner: Address,
  { usdc, ptk, smartAccountFactory }: Tokens & { smartAccountFactory: Address },
): Promise<Address> {
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
  return smartAccount
}
