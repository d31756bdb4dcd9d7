import { afterAll, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest'
import { type CreateConfigParameters, createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { chainA, chainB } from '../test/networks.js'
import '../test/swapWorld.js'
import { createTestAdapter } from '../testing/createTestAdapter.js'
import { startTestServer, type TestServer } from './test/server.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())

// The modal's own open and close emit MODAL_OPEN and MODAL_CLOSE (modal.test.ts); here the bus carries them.
function setup(overrides: Partial<CreateConfigParameters> = {}) {
  const evm = createTestAdapter('eip155')
  const config = createConfig({
    projectId: 'project-1',
    networks: [chainA, chainB],
    adapters: [evm.adapter],
    storage: memoryStorage(),
    reconnectOnInit: false,
    api: { url: server.url },
    ...overrides,
  })
  return config
}

/** The bodies of the events posted to `/e`. */
const posted = () =>
  server.requestsTo('/e').map((request) => JSON.parse(request.body) as Record<string, unknown>)

describe('analytics', () => {
  test('nothing is requested at creation; the first tracked event reads the switch, then posts', async () => {
    server.route('/getAnalyticsConfig', { body: { isAnalyticsEnabled: true } })
    server.route('/e', { status: 202, body: { stored: true } })
    const config = setup()
    config.events.emit('MODAL_CREATED')
    await config.analytics?.settled()
    expect(server.requests).toHaveLength(0)

    config.events.emit('MODAL_OPEN', { connected: config.isConnected() })
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await config.switchNetwork(chainB)
    config.events.emit('MODAL_CLOSE', { connected: config.isConnected() })
    await config.disconnect()
    await config.analytics?.settled()

    expect(server.requestsTo('/getAnalyticsConfig')).toHaveLength(1)
    expect(server.requests[0]?.path).toBe('/getAnalyticsConfig')
    const events = posted()
    // CONNECT_SUCCESS is not tracked; the switch while connecting to chainA is not a switch (same network).
    expect(events.map((event) => (event.props as { event: string }).event)).toEqual([
      'MODAL_OPEN',
      'SWITCH_NETWORK',
      'MODAL_CLOSE',
      'DISCONNECT_SUCCESS',
    ])
    const address = '0xabc0000000000000000000000000000000000001'
    expect(events[1]).toMatchObject({
      url: '',
      domain: '',
      props: { type: 'track', event: 'SWITCH_NETWORK', address, properties: { network: 'eip155:31338' } },
    })
    expect(events[0]?.props).toEqual({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    // The disconnect is about the account that was connected.
    expect(events[3]?.props).toMatchObject({ event: 'DISCONNECT_SUCCESS', address })
    for (const event of events) {
      expect(event.eventId).toMatch(/^[0-9a-f-]{36}$/)
      expect(typeof event.timestamp).toBe('number')
    }
    expect(Object.fromEntries(server.requestsTo('/e')[0]!.query)).toMatchObject({
      projectId: 'project-1',
      st: 'portico',
    })
  })

  test('sends the send events, with their data', async () => {
    server.route('/getAnalyticsConfig', { body: { isAnalyticsEnabled: true } })
    server.route('/e', { status: 202 })
    const config = setup()
    config.events.emit('SEND_INITIATED', { network: 'eip155:31337', token: 'ETH', amount: '1' })
    config.events.emit('SEND_SUCCESS', { network: 'eip155:31337', hash: '0x01' })
    config.events.emit('SEND_ERROR', { message: 'declined' })
    config.events.emit('SWAP_SUCCESS', { hash: '0x02' })
    await config.analytics?.settled()
    expect(posted().map((event) => event.props)).toEqual([
      {
        type: 'track',
        event: 'SEND_INITIATED',
        properties: { network: 'eip155:31337', token: 'ETH', amount: '1' },
      },
      { type: 'track', event: 'SEND_SUCCESS', properties: { network: 'eip155:31337', hash: '0x01' } },
      { type: 'track', event: 'SEND_ERROR', properties: { message: 'declined' } },
    ])
  })

  test('a failed read of the switch turns analytics off for the config, asked once', async () => {
    server.route('/getAnalyticsConfig', { status: 404, body: 'gone' })
    const config = setup()
    config.events.emit('MODAL_OPEN', { connected: config.isConnected() })
    config.events.emit('MODAL_CLOSE', { connected: config.isConnected() })
    await config.analytics?.settled()
    config.events.emit('MODAL_OPEN', { connected: config.isConnected() })
    await config.analytics?.settled()
    expect(server.requestsTo('/getAnalyticsConfig')).toHaveLength(1)
    expect(server.requestsTo('/e')).toHaveLength(0)
  })

  test('a project with analytics off gets no events', async () => {
    server.route('/getAnalyticsConfig', { body: { isAnalyticsEnabled: false } })
    const config = setup()
    config.events.emit('MODAL_OPEN', { connected: config.isConnected() })
    await config.analytics?.settled()
    expect(server.requestsTo('/e')).toHaveLength(0)
  })

  test('features.analytics off: no request at all', async () => {
    server.route('/getAnalyticsConfig', { body: { isAnalyticsEnabled: true } })
    const config = setup({ features: { analytics: false } })
    config.events.emit('MODAL_OPEN', { connected: config.isConnected() })
    config.events.emit('MODAL_CLOSE', { connected: config.isConnected() })
    await config.analytics?.settled()
    expect(server.requests).toHaveLength(0)
  })

  test('a 403 from /e shows Invalid App Configuration once and stops sending', async () => {
    server.route('/getAnalyticsConfig', { body: { isAnalyticsEnabled: true } })
    server.route('/e', { status: 403, body: { message: 'Forbidden' } })
    const config = setup()
    const shown: (string | undefined)[] = []
    config.events.emit('MODAL_OPEN', { connected: config.isConnected() })
    config.events.emit('MODAL_CLOSE', { connected: config.isConnected() })
    await config.analytics?.settled()
    shown.push(config.alerts.state.alert?.id)
    config.alerts.dismiss()
    config.events.emit('MODAL_OPEN', { connected: config.isConnected() })
    await config.analytics?.settled()
    expect(shown).toEqual(['invalidAppConfiguration'])
    expect(config.alerts.state.alert).toBeUndefined()
    // One event, tried with the client's retries, then nothing more.
    expect(new Set(posted().map((event) => event.eventId)).size).toBe(1)
  })

  test('without an API nothing is tracked', () => {
    const config = setup({ api: undefined })
    expect(config.analytics).toBeUndefined()
  })
})

describe('analytics on the real API', () => {
  const world = inject('swapWorld')

  /** A fetch that keeps what the API answered to `/e`. */
  function recordingFetch() {
    const answers: { path: string; status: number; body: unknown }[] = []
    const fetchFn: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      const path = new URL(String(input)).pathname
      answers.push({ path, status: response.status, body: await response.clone().json() })
      return response
    }
    return { fetch: fetchFn, answers }
  }

  test('the API stores the events of a known project', async () => {
    const recorder = recordingFetch()
    const config = setup({ projectId: world.projectId, api: { url: world.apiUrl, fetch: recorder.fetch } })
    config.events.emit('MODAL_OPEN', { connected: config.isConnected() })
    config.events.emit('MODAL_CLOSE', { connected: config.isConnected() })
    await config.analytics?.settled()
    expect(recorder.answers).toEqual([
      { path: '/getAnalyticsConfig', status: 200, body: { isAnalyticsEnabled: true } },
      { path: '/e', status: 202, body: { stored: true } },
      { path: '/e', status: 202, body: { stored: true } },
    ])
  })

  test('an unknown project id: the switch is refused once (no retry), analytics off, Invalid Project ID', async () => {
    const recorder = recordingFetch()
    const config = setup({ projectId: 'no-such-project', api: { url: world.apiUrl, fetch: recorder.fetch } })
    config.events.emit('MODAL_OPEN', { connected: config.isConnected() })
    config.events.emit('MODAL_CLOSE', { connected: config.isConnected() })
    await config.analytics?.settled()
    expect(recorder.answers).toEqual([
      { path: '/getAnalyticsConfig', status: 403, body: { message: 'Unauthorized: invalid key' } },
    ])
    expect(config.alerts.state.alert?.id).toBe('invalidProjectId')
  })
})
