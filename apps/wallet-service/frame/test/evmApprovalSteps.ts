// The EVM requests of the walk: the approval view for messages, typed data, transactions, ERC-20 transfers and
// call batches; Reject, forged clicks, methods not allowed, and reads that need no view.

import { join } from 'node:path'
import { createPublicClient, type Hex, http, numberToHex, parseEther, stringToHex, verifyMessage } from 'viem'
import { expect, test } from 'vitest'
import { ok, request } from './appPage.js'
import type { FrameSession } from './frameSession.js'
import { screenshots } from './frameWorld.js'

export function evmApprovalSteps(s: FrameSession) {
  test('personal_sign shows the approval view; Approve signs with the wallet key', async () => {
    const { appOrigin, addresses, device1 } = s.scope()
    const { page, frame } = device1
    const message = 'Sign in to Example\nNonce: 42'
    const pending = request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'personal_sign',
      params: [stringToHex(message), addresses.eip155],
    })
    const view = frame.locator('[data-view="approve"]')
    await view.waitFor()
    expect(await view.locator('h1').textContent()).toBe('Sign message')
    expect(await view.textContent()).toContain(`Request from ${appOrigin}`)
    expect(await view.textContent()).toContain(message)
    expect(await view.textContent()).toContain('personal_sign')
    await frame.waitForFunction(() => !document.querySelector('button.primary')?.hasAttribute('disabled'))
    await page.screenshot({ path: join(screenshots, 'approve-personal-sign.png') })
    await frame.locator('button.primary').click()
    const reply = await pending
    expect(reply?.type).toBe('RPC_REQUEST_SUCCESS')
    const signature = (reply!.payload as { result: Hex }).result
    expect(await verifyMessage({ address: addresses.eip155, message, signature })).toBe(true)
  })

  test('Reject answers 4001; the app page cannot reach the frame, and a forged click does nothing', async () => {
    const { addresses, device1 } = s.scope()
    const { page, frame } = device1
    const pending = request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'personal_sign',
      params: ['0xdeadbeef', addresses.eip155],
    })
    await frame.locator('[data-view="approve"]').waitFor()
    expect(await frame.locator('[data-view="approve"]').textContent()).toContain('0xdeadbeef')
    // The app's page has no way into the frame's document.
    expect(
      await page.evaluate(() => {
        const iframe = document.getElementById('wallet') as HTMLIFrameElement
        let reached = 'no'
        try {
          reached = String(iframe.contentWindow?.document)
        } catch {
          reached = 'blocked'
        }
        return { contentDocument: iframe.contentDocument, reached }
      }),
    ).toEqual({ contentDocument: null, reached: 'blocked' })
    // Even a script inside the frame cannot approve: its click is not the user's.
    await frame.waitForFunction(() => !document.querySelector('button.primary')?.hasAttribute('disabled'))
    await frame.evaluate(() => {
      const approve = document.querySelector<HTMLButtonElement>('button.primary')!
      approve.click()
      approve.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    })
    expect(await request(page, 'GET_CHAIN_ID')).toMatchObject({ type: 'GET_CHAIN_ID_SUCCESS' })
    expect(await frame.locator('[data-view="approve"]').count()).toBe(1)
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await pending).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: 4001, message: 'User rejected the request', reason: 'USER_REJECTED' },
    })
  })

  test('a method in neither list is not allowed; reads answer without a view', async () => {
    const { addresses, device1 } = s.scope()
    const { page } = device1
    expect(
      await request(page, 'RPC_REQUEST', { chainId: 31337, method: 'eth_sign', params: [] }),
    ).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed', code: 4200, reason: 'NOT_SUPPORTED' },
    })
    expect(await ok(page, 'RPC_REQUEST', { chainId: 31337, method: 'eth_accounts' })).toEqual({
      result: [addresses.eip155],
    })
    expect(await ok(page, 'RPC_REQUEST', { chainId: 31337, method: 'eth_chainId' })).toEqual({
      result: '0x7a69',
    })
    expect(await ok(page, 'RPC_REQUEST', { chainId: 31337, method: 'eth_blockNumber' })).toEqual({
      result: expect.stringMatching(/^0x[0-9a-f]+$/),
    })
    expect(
      await ok(page, 'RPC_REQUEST', {
        chainId: 31337,
        method: 'wallet_getCapabilities',
        params: [addresses.eip155],
      }),
    ).toEqual({
      result: { '0x7a69': {} },
    })
  })

  test('eth_sendTransaction shows amount and recipient, then fills, signs and sends it on the devnet', async () => {
    const { devnet, addresses, device1 } = s.scope()
    const { page, frame } = device1
    const chain = devnet.chains[0]!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [addresses.eip155, numberToHex(parseEther('10'))] as never,
    })
    const to = chain.addresses.testAccounts[1]!
    const before = await client.getBalance({ address: to })
    const pending = request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'eth_sendTransaction',
      params: [{ from: addresses.eip155, to, value: numberToHex(parseEther('1.25')) }],
    })
    const view = frame.locator('[data-view="approve"]')
    await view.waitFor()
    expect(await view.textContent()).toContain('1.25 ETH')
    expect(await view.textContent()).toContain(to)
    await frame.locator('button.primary').click()
    const reply = await pending
    expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
    const hash = (reply!.payload as { result: Hex }).result
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(addresses.eip155.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('1.25'))
    const { result: assets } = (await ok(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'wallet_getAssets',
      params: [{ account: addresses.eip155 }],
    })) as { result: Record<string, { balance: Hex; type: string }[]> }
    const balance = await client.getBalance({ address: addresses.eip155 })
    expect(assets).toEqual({
      '0x7a69': [expect.objectContaining({ type: 'native', balance: numberToHex(balance) })],
    })
  })

  test('an ERC-20 transfer is shown as token amount and recipient', async () => {
    const { devnet, addresses, device1 } = s.scope()
    const { page, frame } = device1
    const { usdc, testAccounts } = devnet.chains[0]!.addresses
    const data = `0xa9059cbb${testAccounts[2]!.slice(2).toLowerCase().padStart(64, '0')}${2_500_000n.toString(16).padStart(64, '0')}`
    const pending = request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'eth_sendTransaction',
      params: [{ from: addresses.eip155, to: usdc, data }],
    })
    const view = frame.locator('[data-view="approve"]')
    await view.waitFor()
    expect(await view.textContent()).toContain('2.5 USDC')
    expect(await view.textContent()).toContain(testAccounts[2]!)
    await page.screenshot({ path: join(screenshots, 'approve-erc20.png') })
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect((await pending)?.payload).toMatchObject({ code: 4001 })
  })

  test('the view follows the theme and the language: dark, and Arabic right to left', async () => {
    const { addresses, device1 } = s.scope()
    const { page, frame } = device1
    await ok(page, 'SYNC_THEME', { themeMode: 'dark', themeVariables: { '--w3m-accent': '#10b981' } })
    await ok(page, 'SYNC_DAPP_DATA', {
      sdkVersion: 'test',
      sdkType: 'portico',
      projectId: 'test',
      locale: 'ar',
    })
    const pending = request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'eth_signTypedData_v4',
      params: [
        addresses.eip155,
        JSON.stringify({
          types: {
            EIP712Domain: [
              { name: 'name', type: 'string' },
              { name: 'chainId', type: 'uint256' },
            ],
            Mail: [
              { name: 'to', type: 'address' },
              { name: 'contents', type: 'string' },
            ],
          },
          primaryType: 'Mail',
          domain: { name: 'Example', chainId: 31337 },
          message: { to: addresses.eip155, contents: 'Hello' },
        }),
      ],
    })
    await frame.locator('[data-view="approve"]').waitFor()
    const root = () => {
      const html = document.documentElement
      return [html.dir, html.lang, html.dataset.theme]
    }
    expect(await frame.evaluate(root)).toEqual(['rtl', 'ar', 'dark'])
    expect(await frame.locator('h1').textContent()).toBe('توقيع بيانات منظّمة')
    const accent = () => getComputedStyle(document.querySelector('button.primary')!).backgroundColor
    expect(await frame.evaluate(accent)).toBe('rgb(16, 185, 129)')
    await frame.waitForFunction(() => !document.querySelector('button.primary')?.hasAttribute('disabled'))
    await page.screenshot({ path: join(screenshots, 'approve-typed-data-ar-dark.png') })
    await frame.locator('button.primary').click()
    const reply = await pending
    expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
    await ok(page, 'SYNC_THEME', { themeMode: 'light' })
    await ok(page, 'SYNC_DAPP_DATA', {
      sdkVersion: 'test',
      sdkType: 'portico',
      projectId: 'test',
      locale: 'en',
    })
  })

  test('wallet_sendCalls sends the calls one after another; wallet_getCallsStatus reads their receipts', async () => {
    const { devnet, addresses, device1 } = s.scope()
    const { page, frame } = device1
    const [first, second] = devnet.chains[0]!.addresses.testAccounts
    const pending = request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: addresses.eip155,
          atomicRequired: false,
          calls: [
            { to: first, value: '0x1' },
            { to: second, value: '0x2' },
          ],
        },
      ],
    })
    const view = frame.locator('[data-view="approve"]')
    await view.waitFor()
    expect(await view.locator('h1').textContent()).toBe('Send 2 calls')
    await frame.locator('button.primary').click()
    const reply = await pending
    expect(reply?.type, JSON.stringify(reply)).toBe('RPC_REQUEST_SUCCESS')
    const { id } = (reply!.payload as { result: { id: Hex } }).result
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    await expect
      .poll(
        async () =>
          (
            (await ok(page, 'RPC_REQUEST', { chainId: 31337, method: 'wallet_getCallsStatus', params: [id] }))
              .result as { status: number }
          ).status,
      )
      .toBe(200)
    const { result: status } = (await ok(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'wallet_getCallsStatus',
      params: [id],
    })) as { result: { receipts: { transactionHash: Hex; status: Hex }[] } }
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: false, status: 200 })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    const tx = await client.getTransaction({ hash: status.receipts[1]!.transactionHash })
    expect({ to: tx.to?.toLowerCase(), value: tx.value }).toEqual({ to: second!.toLowerCase(), value: 2n })
  })
}
