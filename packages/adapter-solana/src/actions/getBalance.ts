import { formatUnits } from '@portico/core'
import { type Connection, PublicKey } from '@solana/web3.js'

export type GetBalanceParameters = { address: string; decimals?: number; symbol?: string }
export type GetBalanceReturnType = { balance: string; symbol: string; lamports: bigint }

/** The SOL balance of `address` in lamports and display units. */
export async function getBalance(
  connection: Connection,
  { address, decimals = 9, symbol = 'SOL' }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  const lamports = BigInt(await connection.getBalance(new PublicKey(address)))
  return { balance: formatUnits(lamports, decimals), symbol, lamports }
}
