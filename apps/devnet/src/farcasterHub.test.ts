import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type FarcasterHub, startFarcasterHub } from './farcasterHub.js'

let hub: FarcasterHub

beforeAll(async () => {
  hub = await startFarcasterHub()
})
afterAll(() => hub?.close())

const get = async (query: string) => {
  const response = await fetch(`${hub.url}/v1/userDataByFid?${query}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the stand-in Farcaster hub', () => {
  test("answers a profile's user data as a hub's MESSAGE_TYPE_USER_DATA_ADD message", async () => {
    hub.setProfile(7, { username: 'alice', displayName: 'Alice', pfpUrl: 'https://images.example/a.png' })
    const username = await get('fid=7&user_data_type=USER_DATA_TYPE_USERNAME')
    expect(username.status).toBe(200)
    expect(username.body).toMatchObject({
      data: {
        type: 'MESSAGE_TYPE_USER_DATA_ADD',
        fid: 7,
        network: 'FARCASTER_NETWORK_MAINNET',
        userDataBody: { type: 'USER_DATA_TYPE_USERNAME', value: 'alice' },
      },
      hashScheme: 'HASH_SCHEME_BLAKE3',
      signatureScheme: 'SIGNATURE_SCHEME_ED25519',
    })
    expect(username.body.hash).toMatch(/^0x[0-9a-f]{40}$/)
    // Seconds since the Farcaster epoch (2021-01-01).
    const { timestamp } = username.body.data as { timestamp: number }
    expect(timestamp).toBeGreaterThan(150_000_000)
    expect(timestamp).toBeLessThan((Date.now() - Date.UTC(2021, 0, 1)) / 1000 + 1)

    const display = await get('fid=7&user_data_type=USER_DATA_TYPE_DISPLAY')
    expect(display.body).toMatchObject({
      data: { userDataBody: { type: 'USER_DATA_TYPE_DISPLAY', value: 'Alice' } },
    })
    // A type may be asked by its number too (1: PFP).
    const pfp = await get('fid=7&user_data_type=1')
    expect(pfp.body).toMatchObject({
      data: { userDataBody: { type: 'USER_DATA_TYPE_PFP', value: 'https://images.example/a.png' } },
    })
    // Without a type: every message of the fid, as a page.
    const all = await get('fid=7')
    expect(all.status).toBe(200)
    expect((all.body.messages as unknown[]).length).toBe(3)
    expect(all.body.nextPageToken).toBe('')
  })

  test('a type the fid has not set, or an fid without a profile: 404 not_found', async () => {
    hub.setProfile(8, { username: 'bob' })
    for (const query of [
      'fid=8&user_data_type=USER_DATA_TYPE_DISPLAY',
      'fid=8&user_data_type=USER_DATA_TYPE_URL',
      'fid=9&user_data_type=USER_DATA_TYPE_USERNAME',
    ]) {
      const answer = await get(query)
      expect(answer.status, query).toBe(404)
      expect(answer.body).toMatchObject({ errCode: 'not_found' })
    }
    expect((await get('fid=9')).body).toEqual({ messages: [], nextPageToken: '' })
  })

  test('setProfile replaces the profile', async () => {
    hub.setProfile(10, { username: 'carol', displayName: 'Carol' })
    hub.setProfile(10, { username: 'carol2' })
    expect((await get('fid=10&user_data_type=USER_DATA_TYPE_USERNAME')).body).toMatchObject({
      data: { userDataBody: { value: 'carol2' } },
    })
    expect((await get('fid=10&user_data_type=USER_DATA_TYPE_DISPLAY')).status).toBe(404)
    expect(() => hub.setProfile(0, { username: 'zero' })).toThrow(/fid/)
  })

  test('bad input is a 4xx, never a 5xx', async () => {
    for (const query of [
      '',
      'fid=',
      'fid=0',
      'fid=-1',
      'fid=1.5',
      'fid=abc',
      'fid=99999999999999999',
      'fid=1&fid=2',
      'fid=1&user_data_type=nope',
      'fid=1&user_data_type=USER_DATA_TYPE_USERNAME&user_data_type=USER_DATA_TYPE_PFP',
      `fid=1&user_data_type=${'A'.repeat(1000)}`,
      'fid=%ZZ',
    ]) {
      const answer = await get(query)
      expect(answer.status, query).toBe(400)
      expect(answer.body).toMatchObject({ errCode: 'bad_request.validation_failure' })
    }
    expect((await fetch(`${hub.url}/v1/castsByFid?fid=1`)).status).toBe(404)
    expect((await fetch(`${hub.url}/v1/userDataByFid?fid=1`, { method: 'POST' })).status).toBe(405)
  })
})
