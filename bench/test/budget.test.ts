import { beforeAll, describe, expect, test } from 'vitest'
import { appTarget, measureSizes, readBudgets, type Sizes } from '../src/budgets.js'
import { entries } from '../src/packageSizes.js'

const budgets = readBudgets()
let measured: Sizes

beforeAll(async () => {
  measured = await measureSizes()
}, 120_000)

describe('size budgets (gzip -9)', () => {
  test.each([...entries, appTarget])('%s stays within its budget', (target) => {
    const budget = budgets[target]
    expect(budget, `no budget for ${target}: run budgets:update`).toBeDefined()
    for (const [metric, bytes] of Object.entries(measured[target] ?? {})) {
      const limit = budget?.[metric]
      expect(limit, `no ${metric} budget for ${target}`).toBeTypeOf('number')
      expect(bytes, `${target} ${metric}: ${bytes} B is over its budget of ${limit} B`).toBeLessThanOrEqual(
        limit!,
      )
    }
  })

  test('the WalletConnect client stays within 35 kB (it loads only when a user picks WalletConnect)', () => {
    expect(measured['@portico/walletconnect']?.total).toBeLessThanOrEqual(35_000)
  })

  test('the embedded-wallet frame client stays within 16 kB (it loads only when a user picks e-mail)', () => {
    expect(measured['@portico/embedded-wallet']?.total).toBeLessThanOrEqual(16_000)
  })

  test("core's first load holds no embedded-wallet code: the frame client is a chunk of its own", () => {
    const { initial = 0, total = 0 } = measured['@portico/core'] ?? {}
    const walletConnect = measured['@portico/walletconnect']?.total ?? Number.POSITIVE_INFINITY
    const embedded = measured['@portico/embedded-wallet']?.total ?? Number.POSITIVE_INFINITY
    expect(total - initial).toBeGreaterThanOrEqual((walletConnect + embedded) * 0.9)
  })

  test("core's first load holds no WalletConnect code: the client is a chunk of its own", () => {
    const { initial = 0, total = 0 } = measured['@portico/core'] ?? {}
    const walletConnect = measured['@portico/walletconnect']?.total ?? Number.POSITIVE_INFINITY
    expect(total - initial).toBeGreaterThanOrEqual(walletConnect * 0.9)
  })
})
