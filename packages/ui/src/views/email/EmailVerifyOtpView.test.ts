import { afterEach, describe, expect, test } from 'vitest'
import '../../elements.js'
import { deepText, queryDeep, waitFor } from '../../test/dom.js'
import { mountEmbedded, startService } from '../../test/embeddedWorld.js'
import { digitsOf } from './CodeInput.js'

afterEach(() => {
  document.body.innerHTML = ''
})

const step = (element: HTMLElement) => queryDeep(element, 'portico-code-step') as HTMLElement
const codeField = (element: HTMLElement) =>
  queryDeep(queryDeep(step(element), 'portico-code-input') as HTMLElement, 'input') as HTMLInputElement
const resend = (element: HTMLElement) =>
  queryDeep(step(element), 'portico-button') as HTMLElement & { disabled: boolean }

function typeCode(element: HTMLElement, text: string) {
  const input = codeField(element)
  input.value = text
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
}

describe('the code field', () => {
  test('keeps the digits of what is typed or pasted, six at most', () => {
    expect(digitsOf('123 456', 6)).toBe('123456')
    expect(digitsOf('12-34-56-78', 6)).toBe('123456')
    expect(digitsOf('code: 0042', 6)).toBe('0042')
    expect(digitsOf('', 6)).toBe('')
  })
})

describe('EmailVerifyOtp', () => {
  test('asks for the code sent to the address, with a numeric one-time-code field', async () => {
    const { element } = await mountEmbedded({ view: 'EmailVerifyOtp', email: 'ada@example.com' })
    await waitFor(() => step(element))
    expect(deepText(element)).toContain('Confirm e-mail')
    expect(deepText(element)).toContain('Enter the code we sent to ada@example.com')
    const input = codeField(element)
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    expect(input.getAttribute('aria-label')).toBe('6-digit code')
  })

  test('a pasted code is sent at its 6th digit; a failure shows under the field, which empties', async () => {
    const service = await startService()
    try {
      const { element, wallet } = await mountEmbedded({
        url: service.url,
        view: 'EmailVerifyOtp',
        email: 'ada@example.com',
      })
      await waitFor(() => step(element))
      typeCode(element, '12 34')
      await waitFor(() => codeField(element).value === '1234')
      expect(service.checks()).toBe(0)
      typeCode(element, '12 34 56')
      await waitFor(() => deepText(step(element)).includes('Invalid App Configuration'))
      expect(service.checks()).toBe(1)
      expect(codeField(element).value).toBe('')
      expect(codeField(element).getAttribute('aria-invalid')).toBe('true')
      expect(wallet.state.status).toBe('error')
    } finally {
      await service.close()
    }
  })

  test('Resend code waits out the 30 s since the last code, counting down, then sends again', async () => {
    const service = await startService()
    let clock = Date.now()
    try {
      const { element } = await mountEmbedded({
        url: service.url,
        view: 'EmailVerifyOtp',
        email: 'ada@example.com',
        lastLogin: clock - 5_000,
        now: () => clock,
      })
      await waitFor(() => resend(element))
      expect(resend(element).textContent?.trim()).toBe('Resend code in 25 s')
      expect(resend(element).disabled).toBe(true)
      clock += 25_000
      await waitFor(() => resend(element).textContent?.trim() === 'Resend code', 3000)
      expect(resend(element).disabled).toBe(false)
      resend(element).click()
      await waitFor(() => deepText(step(element)).includes('Invalid App Configuration'))
      expect(service.checks()).toBe(1)
    } finally {
      await service.close()
    }
  })
})
