import { describe, expect, test } from 'vitest'
import type { Policy } from '../paymaster/policy.js'
import { useBothDatabases } from '../test/bothDatabases.js'
import { bookSponsorship, findPolicy, storePolicy } from './paymaster.js'

// Gas sponsorship's policies and daily budgets behave the same on embedded PGlite and on PostgreSQL, where several
// API instances book against one budget at once.

const database = useBothDatabases()

const DAY = 86_400_000
const policy: Policy = {
  sponsorName: 'Test',
  targets: [{ address: '0x00000000000000000000000000000000000000c0' }],
  userDailyWei: '200',
  projectDailyWei: '500',
}

describe.each(['pglite', 'postgres'])('%s', (name) => {
  const db = () => database(name)

  test('a policy is stored, replaced, and read back per project and chain', async () => {
    expect(await findPolicy(db(), 'p', 1)).toBeUndefined()
    await storePolicy(db(), { projectId: 'p', chainId: 1, policy, now: 1 })
    await storePolicy(db(), { projectId: 'p', chainId: 1, policy: { ...policy, sponsorName: 'New' }, now: 2 })
    expect(await findPolicy(db(), 'p', 1)).toMatchObject({ sponsorName: 'New' })
    expect(await findPolicy(db(), 'p', 2)).toBeUndefined()
    expect(await findPolicy(db(), 'q', 1)).toBeUndefined()
  })

  test("a user's budget, then the project's, ends the day's sponsorship; the next UTC day starts afresh", async () => {
    const book = (sender: string, now: number) =>
      bookSponsorship(db(), { projectId: 'budget', chainId: 1, sender, wei: 100n, policy, now })
    const day = 20_000 * DAY
    expect(await book('0xA', day)).toBeUndefined()
    expect(await book('0xa', day + 1)).toBeUndefined()
    expect(await book('0xA', day + 2)).toBe('user')
    expect(await book('0xB', day + 3)).toBeUndefined()
    expect(await book('0xC', day + 4)).toBeUndefined()
    expect(await book('0xD', day + 5)).toBeUndefined()
    expect(await book('0xE', day + 6)).toBe('project')
    expect(await book('0xA', day + DAY)).toBeUndefined()
  })

  test('bookings at once never go past the budget', async () => {
    const now = 30_000 * DAY
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        bookSponsorship(db(), { projectId: 'race', chainId: 1, sender: `0x${i}`, wei: 100n, policy, now }),
      ),
    )
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(5)
    expect(answers.filter((answer) => answer === 'project')).toHaveLength(7)
  })
})
