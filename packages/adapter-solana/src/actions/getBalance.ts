import { formatUnits } from '@portico/core'
import { type Connection, PublicKey, type SolanaJSONRPCError } from '@solana/web3.js'

export type GetBalanceParameters = { address: string; decimals?: number; symbol?: string }
export type GetBalanceReturnType = { balance: string; symbol: string; lamports: bigint }

/** The node's JSON-RPC error, or web3.js's `Error` for a failed request or an invalid address. */
export type GetBalanceErrorType = SolanaJSONRPCError | Error

/**
 * The SOL balance of `address` in lamports and display units.
 *
 * @example
 * const { balance, lamports } = await getBalance(await solana.getConnection(solanaMainnet), { address })
 */
export async function getBalance(
  connection: Connection,
  { address, decimals = 9, symbol = 'SOL' }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  const lamports = BigInt(await connection.getBalance(new PublicKey(address)))
  return { balance: formatUnits(lamports, decimals), symbol, lamports }
}
