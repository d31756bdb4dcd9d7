import type { PublicClient } from 'viem'

/** standard / fast / instant gas prices (wei, decimal strings) from the last blocks' fee history. */
export async function readGasPrices(
  client: PublicClient,
): Promise<{ standard: string; fast: string; instant: string }> {
  const history = await client.getFeeHistory({ blockCount: 5, rewardPercentiles: [25, 50, 90] })
  const baseFee = history.baseFeePerGas[history.baseFeePerGas.length - 1] ?? 0n
  const tip = (column: number) => {
    let max = 0n
    for (const row of history.reward ?? []) if ((row[column] ?? 0n) > max) max = row[column] ?? 0n
    return max > 0n ? max : 1_000_000_000n * BigInt(column + 1)
  }
  return {
    standard: (baseFee + tip(0)).toString(),
    fast: (baseFee + tip(1)).toString(),
    instant: (baseFee + tip(2)).toString(),
  }
}
