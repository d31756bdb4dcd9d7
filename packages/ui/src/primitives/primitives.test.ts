import { afterEach, expect, test } from 'vitest'
import { queryAllDeep, queryDeep, settle } from '../test/dom.js'
import { qrPath } from './Qr.js'
import './Button.js'
import './Input.js'
import './Tabs.js'
import './WalletImage.js'

afterEach(() => {
  document.body.innerHTML = ''
})

test('button: a native button inside, disabled and busy while loading', async () => {
  const button = document.createElement('portico-button')
  button.textContent = 'Send'
  document.body.append(button)
  button.loading = true
  await settle()
  const inner = queryDeep<HTMLButtonElement>(button, 'button')
  expect(inner?.disabled).toBe(true)
  expect(inner?.getAttribute('aria-busy')).toBe('true')
  expect(queryDeep(button, 'portico-spinner')).toBeDefined()
})

test('input: labelled, emits portico-input, announces its error', async () => {
  const input = document.createElement('portico-input')
  input.label = 'To'
  document.body.append(input)
  const values: string[] = []
  input.addEventListener('portico-input', (event) => values.push(event.detail.value))
  await settle()
  const field = queryDeep<HTMLInputElement>(input, 'input') as HTMLInputElement
  expect(queryDeep(input, 'label')?.getAttribute('for')).toBe(field.id)
  field.value = 'abc'
  field.dispatchEvent(new Event('input', { bubbles: true }))
  expect(values).toEqual(['abc'])
  input.error = 'No address found'
  await settle()
  expect(field.getAttribute('aria-invalid')).toBe('true')
  expect(queryDeep(input, '[role="alert"]')?.textContent).toBe('No address found')
})

test('tabs: roving tabindex, arrows wrap, Home and End', async () => {
  const tabs = document.createElement('portico-tabs')
  tabs.tabs = [
    { id: 'a', label: 'A' },
    { id: 'b', label: 'B' },
    { id: 'c', label: 'C' },
  ]
  tabs.selected = 'a'
  document.body.append(tabs)
  const changes: string[] = []
  tabs.addEventListener('portico-tab-change', (event) => changes.push(event.detail.id))
  await settle()
  const list = queryDeep(tabs, '[role="tablist"]') as HTMLElement
  const key = (k: string) => list.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }))
  expect(queryAllDeep(tabs, '[role="tab"]').map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1'])
  key('ArrowLeft')
  key('Home')
  key('End')
  key('ArrowRight')
  expect(changes).toEqual(['c', 'a', 'c', 'a'])
})

test('wallet image: a lettered tile without a source', async () => {
  const image = document.createElement('portico-wallet-image')
  image.name = 'MetaMask'
  document.body.append(image)
  await settle()
  expect(queryDeep(image, 'img')).toBeUndefined()
  expect(queryDeep(image, '.tile')?.textContent?.trim()).toBe('M')
})

test('qr: one square per dark module, with a quiet zone', () => {
  const { size, path } = qrPath('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  expect(size).toBe(33)
  expect(path.startsWith('M2 2h1v1h-1z')).toBe(true)
})
