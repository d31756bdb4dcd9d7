import { formatUnits } from '@portico/core'
import { AccountLayout, getMint } from '@solana/spl-token'
import { type Connection, PublicKey } from '@solana/web3.js'

export type GetTokenBalanceParameters = { owner: string; mint: string }
export type GetTokenBalanceReturnType = { amount: bigint; decimals: number; balance: string }

/** The SPL balance of `owner` in `mint`: the sum over its token accounts of that mint. */
export async function getTokenBalance(
  connection: Connection,
  { owner, mint }: GetTokenBalanceParameters,
): Promise<GetTokenBalanceReturnType> {
  const mintKey = new PublicKey(mint)
  const [{ decimals }, { value }] = await Promise.all([
    getMint(connection, mintKey),
    connection.getTokenAccountsByOwner(new PublicKey(owner), { mint: mintKey }),
  ])
  const amount = value.reduce((sum, { account }) => sum + AccountLayout.decode(account.data).amount, 0n)
  return { amount, decimals, balance: formatUnits(amount, decimals) }
}
