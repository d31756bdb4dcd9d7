import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { bitcoinMainnet, bitcoinTestnet } from '../chains.js'
import { InsufficientFundsError } from '../errors/transaction.js'
import { dustThreshold } from '../utils/dustThreshold.js'
import { estimateVsize, feeFor } from '../utils/estimateVsize.js'
import { isAddressOf, toOutputScript } from '../utils/toOutputScript.js'
import { type Coin, selectCoins } from './selectCoins.js'

const script = (address: string) => toOutputScript(address, bitcoinMainnet).script
const p2wpkh = script('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
const p2tr = script('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')
const p2pkh = script('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')
const p2sh = script('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')

describe('dustThreshold', () => {
  test("Bitcoin Core's figures at 3 sat/vB, and litecoind's at 30", () => {
    expect([p2wpkh, p2tr, p2sh, p2pkh].map((s) => dustThreshold(s, 3))).toEqual([294n, 330n, 540n, 546n])
    expect(dustThreshold(p2wpkh, 30)).toBe(2940n)
  })
})

describe('estimateVsize', () => {
  test('one p2wpkh input to two p2wpkh outputs is 141 vB (with a 73-byte signature)', () => {
    expect(estimateVsize(['p2wpkh'], [22, 22])).toBe(141)
    expect(estimateVsize(['p2tr'], [34, 34])).toBe(154)
    expect(estimateVsize(['p2pkh'], [25])).toBe(193)
    expect(feeFor(141, 1.5)).toBe(212n)
  })
})

describe('toOutputScript', () => {
  test('checks prefixes and bech32 / bech32m per witness version', () => {
    expect(isAddressOf('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', bitcoinMainnet)).toBe(true)
    expect(isAddressOf('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', bitcoinTestnet)).toBe(false)
    expect(isAddressOf('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', bitcoinTestnet)).toBe(true)
    // BIP-350: v1 with a bech32 (not bech32m) checksum is invalid.
    expect(
      isAddressOf(
        'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
        bitcoinMainnet,
      ),
    ).toBe(false)
    expect(isAddressOf('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', bitcoinMainnet)).toBe(false)
    expect(isAddressOf('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', bitcoinTestnet)).toBe(true)
    fc.assert(fc.property(fc.string(), (text) => typeof isAddressOf(text, bitcoinMainnet) === 'boolean'))
  })
})

describe('selectCoins', () => {
  const coin = (value: bigint, confirmed = true, vout = 0): Coin => ({
    txid: 'a'.repeat(64),
    vout,
    value,
    confirmed,
  })
  const base = {
    inputType: 'p2wpkh' as const,
    outputScriptLengths: [22],
    changeScriptLength: 22,
    changeDustLimit: 294n,
  }

  test('largest confirmed coin first; change when it is not dust', () => {
    const result = selectCoins({
      ...base,
      coins: [coin(50_000n, true, 0), coin(90_000n, false, 1), coin(80_000n, true, 2)],
      amount: 60_000n,
      feeRate: 2,
    })
    expect(result.coins.map((c) => c.vout)).toEqual([2])
    expect(result.vsize).toBe(141)
    expect(result.fee).toBe(282n)
    expect(result.change).toBe(80_000n - 60_000n - 282n)
  })

  test('change that would be dust goes to the fee', () => {
    const result = selectCoins({ ...base, coins: [coin(60_400n)], amount: 60_000n, feeRate: 2 })
    expect(result.change).toBe(0n)
    expect(result.fee).toBe(400n)
  })

  test('insufficient funds names what is there and what is needed', () => {
    const error = (() => {
      try {
        selectCoins({ ...base, coins: [coin(10_000n), coin(20_000n, true, 1)], amount: 30_000n, feeRate: 1 })
      } catch (e) {
        return e
      }
    })() as InsufficientFundsError
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect(error.available).toBe(30_000n)
    expect(error.required).toBe(30_000n + BigInt(estimateVsize(['p2wpkh', 'p2wpkh'], [22])))
  })

  test('inputs always cover amount + fee, and change is never dust', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10_000_000n }), { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: 294n, max: 20_000_000n }),
        fc.integer({ min: 1, max: 50 }),
        (values, amount, feeRate) => {
          try {
            const r = selectCoins({ ...base, coins: values.map((v, i) => coin(v, true, i)), amount, feeRate })
            const sum = r.coins.reduce((s, c) => s + c.value, 0n)
            expect(sum).toBe(amount + r.fee + r.change)
            expect(r.fee >= feeFor(r.vsize, feeRate)).toBe(true)
            expect(r.change === 0n || r.change >= 294n).toBe(true)
          } catch (error) {
            expect(error).toBeInstanceOf(InsufficientFundsError)
          }
        },
      ),
    )
  })
})
