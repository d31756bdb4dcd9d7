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
})
