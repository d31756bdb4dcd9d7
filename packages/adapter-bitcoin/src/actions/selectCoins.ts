import { InsufficientFundsError } from '../errors/transaction.js'
import { estimateVsize, feeFor } from '../utils/estimateVsize.js'
import type { OutputType } from '../utils/outputType.js'

export type Coin = { txid: string; vout: number; value: bigint; confirmed: boolean }

export type SelectCoinsParameters = {
  coins: readonly Coin[]
  /** The type of the sender's outputs, which every coin is. */
  inputType: OutputType
  /** Lengths of the payment output scripts, and their total value. */
  outputScriptLengths: readonly number[]
  amount: bigint
  changeScriptLength: number
  /** Smallest change output worth making (the change script's dust threshold). */
  changeDustLimit: bigint
  /** sat/vB. */
  feeRate: number
}

export type SelectCoinsReturnType = { coins: Coin[]; fee: bigint; change: bigint; vsize: number }

export type SelectCoinsErrorType = InsufficientFundsError

/**
 * Largest-first selection, confirmed coins before unconfirmed ones. Coins worth less than the fee to
 * spend them are left out. A change output is added when what is left after the fee with change is at
 * least the change dust limit; otherwise the remainder goes to the fee. Throws `InsufficientFundsError`
 * (amount + the fee of spending every coin) when the coins do not cover it.
 *
 * @example
 * const { coins, fee, change } = selectCoins({ coins: utxos, inputType: 'p2wpkh', outputScriptLengths: [22],
 *   amount: 10_000n, changeScriptLength: 22, changeDustLimit: 294n, feeRate: 2 })
 */
export function selectCoins(parameters: SelectCoinsParameters): SelectCoinsReturnType {
  const { coins, inputType, outputScriptLengths, amount, changeScriptLength, changeDustLimit, feeRate } =
    parameters
  const inputFee = feeFor(estimateVsize([inputType], []) - estimateVsize([], []), feeRate)
  const usable = coins
    .filter((coin) => coin.value > inputFee)
    .sort(
      (a, b) =>
        Number(b.confirmed) - Number(a.confirmed) || (b.value > a.value ? 1 : b.value < a.value ? -1 : 0),
    )

  const chosen: Coin[] = []
  let sum = 0n
  for (const coin of usable) {
    chosen.push(coin)
    sum += coin.value
    const types = chosen.map(() => inputType)
    const withChange = estimateVsize(types, [...outputScriptLengths, changeScriptLength])
    const change = sum - amount - feeFor(withChange, feeRate)
    if (change >= changeDustLimit)
      return { coins: chosen, fee: sum - amount - change, change, vsize: withChange }
    const withoutChange = estimateVsize(types, outputScriptLengths)
    if (sum - amount >= feeFor(withoutChange, feeRate)) {
      return { coins: chosen, fee: sum - amount, change: 0n, vsize: withoutChange }
    }
  }
  const available = coins.reduce((total, coin) => total + coin.value, 0n)
  const allFee = feeFor(
    estimateVsize(
      usable.map(() => inputType),
      outputScriptLengths,
    ),
    feeRate,
  )
  throw new InsufficientFundsError({ available, required: amount + allFee })
}
