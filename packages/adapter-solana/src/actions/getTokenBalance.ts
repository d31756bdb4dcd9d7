import { formatUnits } from '@portico/core'
import { type Connection, PublicKey, type SolanaJSONRPCError } from '@solana/web3.js'

export type GetTokenBalanceParameters = { owner: string; mint: string }
export type GetTokenBalanceReturnType = { amount: bigint; decimals: number; balance: string }

/** The node's JSON-RPC error, or `Error` for a failed request, an invalid address or a mint that is none. */
export type GetTokenBalanceErrorType = SolanaJSONRPCError | Error

type ParsedMint = { parsed?: { type?: string; info?: { decimals?: number } } }

/**
 * The SPL balance of `owner` in `mint`: the sum over its token accounts of that mint (the node's
 * `jsonParsed` encoding, so no account layouts are decoded here).
 *
 * @example
 * const { amount, balance } = await getTokenBalance(connection, { owner: address, mint: usdcMint })
 */
export async function getTokenBalance(
  connection: Connection,
  { owner, mint }: GetTokenBalanceParameters,
): Promise<GetTokenBalanceReturnType> {
  const mintKey = new PublicKey(mint)
  const [{ value: mintInfo }, { value: accounts }] = await Promise.all([
    connection.getParsedAccountInfo(mintKey),
    connection.getParsedTokenAccountsByOwner(new PublicKey(owner), { mint: mintKey }),
  ])
  const parsed = (mintInfo?.data as ParsedMint | undefined)?.parsed
  if (parsed?.type !== 'mint' || typeof parsed.info?.decimals !== 'number') {
    throw new Error(`${mint} is not an SPL token mint`)
  }
  const decimals = parsed.info.decimals
  const amount = accounts.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount as string),
    0n,
  )
  return { amount, decimals, balance: formatUnits(amount, decimals) }
}
