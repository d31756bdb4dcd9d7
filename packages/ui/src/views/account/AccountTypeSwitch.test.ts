import { afterEach, expect, test } from 'vitest'
import '../../elements.js'
import { deepText, queryAllDeep, queryDeep, settle, waitFor } from '../../test/dom.js'
import { mountEmbedded } from '../../test/embeddedWorld.js'
import { chainA, chainB } from '../../test/world.js'

// Account's switch between the embedded wallet's smart account and its regular account: shown only for the
// embedded wallet's account on a network where it offers a smart account, with the active one checked and the
// smart account's deployment state; a switch that fails says the regular account stays in use.

afterEach(() => {
  document.body.innerHTML = ''
})

/** Account, connected as the embedded wallet's account (the type core records for an e-mail login). */
async function mountAccount({
  smartAccountNetworks = [chainA.id],
}: {
  smartAccountNetworks?: number[]
} = {}) {
  const world = await mountEmbedded({ connect: true, view: 'Account' })
  world.config.account.set('eip155', 'connectedWalletInfo', { name: 'Email', type: 'AUTH' })
  world.config.network.setSmartAccountEnabledNetworks(smartAccountNetworks)
  await settle()
  return world
}

const radios = (element: HTMLElement) => queryAllDeep<HTMLButtonElement>(element, '[role="radio"]')
const checkedLabel = (element: HTMLElement) =>
  radios(element)
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => deepText(radio).trim())

test('the regular account is checked on a smart-account network; the group is named "Account type"', async () => {
  const { element } = await mountAccount()
  await waitFor(() => radios(element).length === 2)
  expect(queryDeep(element, '[role="radiogroup"]')?.getAttribute('aria-label')).toBe('Account type')
  expect(radios(element).map((radio) => deepText(radio).trim())).toEqual(['Smart account', 'Regular account'])
  expect(checkedLabel(element)).toEqual(['Regular account'])
  expect(queryDeep(element, '[data-testid="account-type-deployment"]')).toBeUndefined()
})

test('the smart account checked shows whether it is deployed yet', async () => {
  const { element, config } = await mountAccount()
  config.account.set('eip155', 'preferredAccountType', 'smartAccount')
  config.account.set('eip155', 'smartAccountDeployed', false)
  await waitFor(() => checkedLabel(element)[0] === 'Smart account')
  expect(deepText(queryDeep(element, '[data-testid="account-type-deployment"]') as HTMLElement).trim()).toBe(
    'Not deployed yet — it deploys with its first transaction',
  )
  config.account.set('eip155', 'smartAccountDeployed', true)
  await waitFor(
    () =>
      deepText(queryDeep(element, '[data-testid="account-type-deployment"]') as HTMLElement).trim() ===
      'Deployed on this network',
  )
})

test('the regular account upgraded in place (EIP-7702) is a third choice, checked, saying it keeps the address', async () => {
  const { element, config } = await mountAccount()
  await waitFor(() => radios(element).length === 2)
  config.account.set('eip155', 'preferredAccountType', 'smartAccount')
  config.account.set('eip155', 'smartAccountMode', 'eip7702')
  config.account.set('eip155', 'smartAccountDeployed', false)
  await waitFor(() => checkedLabel(element)[0] === 'Upgraded in place')
  expect(radios(element).map((radio) => deepText(radio).trim())).toEqual([
    'Smart account',
    'Upgraded in place',
    'Regular account',
  ])
  const note = (id: string) => deepText(queryDeep(element, `[data-testid="${id}"]`) as HTMLElement).trim()
  expect(note('account-type-mode')).toBe(
    'Upgraded in place (EIP-7702) — same address as your regular account',
  )
  expect(note('account-type-deployment')).toBe('The upgrade takes effect with its first transaction')
  // Once its first operation carried the upgrade, only the mode is said.
  config.account.set('eip155', 'smartAccountDeployed', true)
  await waitFor(() => queryDeep(element, '[data-testid="account-type-deployment"]') === undefined)
  expect(note('account-type-mode')).toContain('same address')
  // The counterfactual smart account is the other mode: its own note, two choices where no upgrade is offered.
  config.account.set('eip155', 'smartAccountMode', 'counterfactual')
  await waitFor(() => checkedLabel(element)[0] === 'Smart account')
  expect(radios(element)).toHaveLength(2)
  expect(queryDeep(element, '[data-testid="account-type-mode"]')).toBeUndefined()
  expect(note('account-type-deployment')).toBe('Deployed on this network')
})

test('no switch on a network without smart accounts, nor for a wallet that is not the embedded one', async () => {
  const { element, config } = await mountAccount({ smartAccountNetworks: [chainB.id] })
  await settle()
  expect(radios(element)).toHaveLength(0)
  config.network.setSmartAccountEnabledNetworks([chainA.id])
  await waitFor(() => radios(element).length === 2)
  config.account.set('eip155', 'connectedWalletInfo', { name: 'Dev Wallet', type: 'ANNOUNCED' })
  await waitFor(() => radios(element).length === 0)
})

test('a switch the wallet cannot make says so and leaves the regular account checked', async () => {
  // The e-mail login never connected here, so the wallet has no eip155 account to switch: `failed`.
  const { element } = await mountAccount()
  await waitFor(() => radios(element).length === 2)
  radios(element)[0]?.click()
  const alert = await waitFor(() => queryDeep(element, '[data-testid="account-type-failed"]'))
  expect(alert.getAttribute('role')).toBe('alert')
  expect(deepText(alert).trim()).toBe('Could not switch accounts. Your regular account stays in use.')
  expect(checkedLabel(element)).toEqual(['Regular account'])
})
