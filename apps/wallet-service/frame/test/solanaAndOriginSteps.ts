// Solana requests in the adapter's shapes, and the messages the frame drops: another origin, a sibling frame,
// malformed or oversized ones.
import { ed25519 } from '@noble/curves/ed25519'
import { LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { expect, test } from 'vitest'
import { type AppWindow, ok, request } from './appPage.js'
import type { FrameSession } from './frameSession.js'
import { solanaTransfer } from './solanaTransfer.js'

export function solanaAndOriginSteps(s: FrameSession) {
  test('Solana: solana_signMessage and solana_signAndSendTransaction, in the shapes of the Solana adapter', async () => {
    const { solanaDevnet, addresses, device1 } = s.scope()
    const { page, frame } = device1
    const chainId = solanaDevnet.caipNetworkId
    const message = new TextEncoder().encode('Hello from Solana')
    const signing = request(page, 'RPC_REQUEST', {
      chainId,
      method: 'solana_signMessage',
      params: { message: bs58.encode(message), pubkey: addresses.solana },
    })
    await frame.locator('[data-view="approve"]').waitFor()
    expect(await frame.locator('[data-view="approve"]').textContent()).toContain('Hello from Solana')
    await frame.locator('button.primary').click()
    const { signature } = ((await signing)!.payload as { result: { signature: string } }).result
    expect(ed25519.verify(bs58.decode(signature), message, bs58.decode(addresses.solana))).toBe(true)

    solanaDevnet.chain.airdrop(new PublicKey(addresses.solana), 2n * BigInt(LAMPORTS_PER_SOL))
    const { connection, to, before, base64 } = await solanaTransfer(
      solanaDevnet,
      addresses.solana,
      250_000_000,
    )
    const sending = request(page, 'RPC_REQUEST', {
      chainId,
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: base64,
        pubkey: addresses.solana,
      },
    })
    const view = frame.locator('[data-view="approve"]')
    await view.waitFor()
    expect(await view.textContent()).toContain('0.25 SOL')
    expect(await view.textContent()).toContain(to.toBase58())
    await frame.locator('button.primary').click()
    const sent = await sending
    expect(sent?.type, JSON.stringify(sent)).toBe('RPC_REQUEST_SUCCESS')
    expect((sent!.payload as { result: { signature: string } }).result.signature).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{64,88}$/,
    )
    await expect.poll(() => connection.getBalance(to)).toBe(before + 250_000_000)
  })

  test('messages from elsewhere are dropped: another origin, a sibling frame, malformed or oversized ones', async () => {
    const { openApp, device1 } = s.scope()
    const { page, logs } = device1
    // A sibling frame of the app's own origin: right origin, wrong window.
    const app = await openApp(device1.ctx)
    await app.page.evaluate(() => (window as unknown as AppWindow).frameReady)
    const sibling = app.page.frame({ url: (url) => url.pathname === '/sibling' })!
    await sibling.evaluate(() =>
      (window as unknown as AppWindow).sendToWallet({
        source: 'portico-app',
        id: 'from-sibling-1',
        type: 'GET_CHAIN_ID',
        payload: {},
      }),
    )
    expect(
      await app.page.evaluate(() => (window as unknown as AppWindow).reply('from-sibling-1', 1500)),
    ).toBeNull()

    // Malformed and oversized requests from the right window and origin.
    const junk = [
      'hello',
      null,
      42,
      { source: 'portico-app', id: 'x', type: 'GET_CHAIN_ID', payload: {} },
      { source: 'someone-else', id: 'junk-00001', type: 'GET_CHAIN_ID', payload: {} },
      { source: 'portico-app', id: 'junk-00002', type: 'NOT_A_REQUEST', payload: {} },
      { source: 'portico-app', id: 'junk-00003', type: 'CONNECT_EMAIL', payload: { email: 'not-an-email' } },
      {
        source: 'portico-app',
        id: 'junk-00004',
        type: 'SYNC_THEME',
        payload: { themeMode: 'dark', themeVariables: { x: 'a'.repeat(300_000) } },
      },
      { source: 'portico-app', id: 'junk-00005', type: 'toString', payload: {} },
    ]
    for (const message of junk) await page.evaluate((m) => (window as unknown as AppWindow).post(m), message)
    for (const id of ['junk-00001', 'junk-00002', 'junk-00003', 'junk-00004', 'junk-00005'])
      expect(await page.evaluate((i) => (window as unknown as AppWindow).reply(i, 300), id)).toBeNull()
    expect(logs.filter((line) => line.includes('dropped a message')).length).toBeGreaterThanOrEqual(
      junk.length,
    )
    // The channel still works.
    expect(await ok(page, 'GET_CHAIN_ID')).toEqual({ chainId: 31337 })

    // A page on another origin embedding a frame made for the app's origin: no FRAME_READY, no answers.
    const other = await openApp(device1.ctx, '/other')
    await other.frame.waitForFunction(() => document.getElementById('portico-root') !== null)
    expect(await request(other.page, 'GET_CHAIN_ID', {}, 1500)).toBeNull()
    expect(await other.page.evaluate(() => (window as unknown as AppWindow).received)).toEqual([])
    await Promise.all([app.page.close(), other.page.close()])
  })
}
