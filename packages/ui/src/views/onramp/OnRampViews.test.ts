import { getOnrampController } from '@portico/core/onramp'
import { afterEach, expect, test, vi } from 'vitest'
import { createModal } from '../../createModal.js'
import '../../elements.js'
import { deepText, press, queryAllDeep, queryDeep, settle, waitFor } from '../../test/dom.js'
import { createWorld } from '../../test/world.js'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

const provider = (id: string, name: string, chainNamespaces: string[]) => ({
  id,
  name,
  description: `${name} description`,
  logoUrl: `http://api.test/public/onramp/providers/${id}/logo.svg`,
  feeRange: { min: 1, max: 2 },
  chainNamespaces,
})

// The API lists two providers but cannot give options or quotes (those routes answer 404): the built-in
// defaults and the placeholder quote stand in.
async function mountBuy() {
  const world = await createWorld({
    connect: true,
    routes: {
      '/v1/onramp/providers': {
        providers: [
          provider('portico-sandbox', 'Portico Sandbox', ['eip155']),
          provider('meridian', 'Meridian Sandbox', ['eip155', 'solana']),
          provider('elsewhere', 'Elsewhere', ['bip122']),
        ],
      },
      '/v1/generators/onrampurl': { url: 'http://pay.test/onramp/checkout/abc', id: 'abc' },
      '/v1/onramp/checkout/abc/status': { status: 'open', network: 'eip155:31337', asset: 'ETH' },
    },
  })
  const { element } = createModal({ config: world.config })
  world.config.open({ view: 'OnRampProviders' })
  const el = element as HTMLElement
  await waitFor(() => queryAllDeep(el, 'portico-onramp-providers-view .provider').length > 0)
  return { ...world, element: el }
}

const typeAmount = (element: HTMLElement, value: string) =>
  queryDeep(element, 'portico-onramp-amount-view portico-input')!.dispatchEvent(
    new CustomEvent('portico-input', { detail: { value }, bubbles: true, composed: true }),
  )

test('lists the providers serving the namespace with their fee range', async () => {
  const { element } = await mountBuy()
  const rows = queryAllDeep(element, 'portico-onramp-providers-view .provider').map((row) => deepText(row))
  expect(rows).toHaveLength(2)
  expect(rows[0]).toContain('Portico Sandbox')
  expect(rows[0]).toContain('Portico Sandbox description')
  expect(rows[0]).toContain('Fees 1–2 %')
  expect(rows[1]).toContain('Meridian Sandbox')
})

test('without options: USD and EUR with the default limits, the native currency, a placeholder quote; the form stays', async () => {
  const { element, config } = await mountBuy()
  ;(queryAllDeep(element, 'portico-onramp-providers-view .provider')[0] as HTMLElement).click()
  await waitFor(() => queryDeep(element, 'portico-onramp-amount-view portico-input'))
  const options = queryAllDeep(element, 'portico-onramp-amount-view option').map((o) => o.textContent)
  expect(options).toEqual(['USD', 'EUR', 'ETH'])
  typeAmount(element, '5')
  await waitFor(() => deepText(element).includes('The minimum is $10.00'))
  typeAmount(element, '100')
  await waitFor(() => deepText(element).includes('No quote right now'))
  const quote = deepText(queryDeep(element, 'portico-onramp-amount-view [data-testid="onramp-quote"]')!)
  expect(quote).toMatch(/Total\s*—/)
  expect(quote).not.toContain('$0.00')
  expect(getOnrampController(config).state.amount).toBe('100')
})

test('a blocked popup: the checkout view says so and links to the checkout', async () => {
  const { element } = await mountBuy()
  const open = vi.spyOn(window, 'open').mockReturnValue(null)
  ;(queryAllDeep(element, 'portico-onramp-providers-view .provider')[0] as HTMLElement).click()
  await waitFor(() => queryDeep(element, 'portico-onramp-amount-view portico-input'))
  typeAmount(element, '50')
  const action = () => queryDeep(element, 'portico-onramp-amount-view portico-button')
  await waitFor(
    () => deepText(action()!).includes('Continue to checkout') && !action()!.hasAttribute('disabled'),
  )
  action()!.click()
  await waitFor(() => queryDeep(element, 'portico-onramp-checkout-view [data-status="open"]'))
  await settle()
  expect(open).toHaveBeenCalledWith('about:blank', 'portico-onramp', expect.stringContaining('popup'))
  const view = queryDeep(element, 'portico-onramp-checkout-view')!
  expect(deepText(view)).toContain('The checkout window was blocked')
  expect(queryDeep(view, 'a.link')?.getAttribute('href')).toBe('http://pay.test/onramp/checkout/abc')
})

test('the payment methods are a radio group: the arrow keys move the choice', async () => {
  const { element, config } = await mountBuy()
  ;(queryAllDeep(element, 'portico-onramp-providers-view .provider')[0] as HTMLElement).click()
  await waitFor(() => queryDeep(element, 'portico-onramp-amount-view .chip'))
  const chips = () => queryAllDeep(element, 'portico-onramp-amount-view .chip')
  expect(chips().map((chip) => chip.getAttribute('aria-checked'))).toEqual(['true', 'false'])
  press(chips()[0]!, 'ArrowRight')
  await settle()
  expect(getOnrampController(config).state.paymentMethod).toBe('ach_bank_account')
  expect(chips().map((chip) => chip.getAttribute('tabindex'))).toEqual(['-1', '0'])
})
