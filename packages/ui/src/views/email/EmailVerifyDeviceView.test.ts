import { afterEach, expect, test, vi } from 'vitest'
import '../../elements.js'
import { deepText, queryAllDeep, queryDeep, waitFor } from '../../test/dom.js'
import { mountEmbedded, startService } from '../../test/embeddedWorld.js'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

const view = (element: HTMLElement) => queryDeep(element, 'portico-email-verify-device-view') as HTMLElement
const buttons = (element: HTMLElement) =>
  queryAllDeep(view(element), 'portico-button').map((b) => b.textContent?.trim())

test('says where the link went, waits with a spinner, and shows a failure with Try again', async () => {
  const service = await startService()
  try {
    const { element } = await mountEmbedded({
      url: service.url,
      view: 'EmailVerifyDevice',
      email: 'ada@example.com',
    })
    await waitFor(() => view(element))
    expect(deepText(element)).toContain('Register device')
    expect(deepText(view(element))).toContain('Register this device to continue')
    expect(deepText(view(element))).toContain(
      'We sent a link to ada@example.com. Open it on any device to approve this one.',
    )
    // The wait (connectDevice) loads the frame first, which this service refuses.
    await waitFor(() => deepText(view(element)).includes('Invalid App Configuration'))
    expect(queryDeep(view(element), '[aria-live] .waiting')).toBeUndefined()
    expect(buttons(element)).toEqual(['Try again', 'Resend link'])
  } finally {
    await service.close()
  }
})

test('Resend link waits out the cooldown', async () => {
  const { element } = await mountEmbedded({
    view: 'EmailVerifyDevice',
    email: 'ada@example.com',
    lastLogin: Date.now() - 10_000,
  })
  await waitFor(() => buttons(element).some((label) => label?.startsWith('Resend link in')))
  expect(buttons(element)).toContain('Resend link in 20 s')
  await waitFor(() => deepText(view(element)).includes('Unable to load email login dependency'))
})

test('going back to Connect leaves the login (the device wait stops)', async () => {
  const { element, config, wallet } = await mountEmbedded({ email: 'ada@example.com' })
  config.router.push('EmailVerifyDevice')
  await waitFor(() => view(element))
  await waitFor(() => deepText(view(element)).includes('Unable to load email login dependency'))
  const cancel = vi.spyOn(wallet, 'cancel')
  wallet.state.status = 'verifyDevice'
  config.router.back()
  await waitFor(() => cancel.mock.calls.length === 1)
  expect(config.router.state.view).toBe('Connect')
})
