import { afterEach, expect, test } from 'vitest'
import { queryAllDeep, queryDeep, settle } from '../test/dom.js'
import './ListItem.js'
import './WalletImage.js'

// Wallet names and icons come from announcements, extensions, WalletConnect peers and the catalogue: any page
// or peer can send these. They reach the DOM only as text and as an <img>'s source.
const hostileNames = [
  '"><img src=x onerror="globalThis.pwned=1">',
  '<script>globalThis.pwned=1</script>',
  'Evil\u202Egnp.exe',
  'W'.repeat(10_000),
]
const hostileIcons = [
  'javascript:globalThis.pwned=1',
  'http://evil.example/icon.png',
  'data:text/html,<script>globalThis.pwned=1</script>',
  '"><img src=x onerror="globalThis.pwned=1">',
  'x" onerror="globalThis.pwned=1',
]

afterEach(() => {
  document.body.innerHTML = ''
  delete (globalThis as { pwned?: unknown }).pwned
})

async function walletRow(name: string, icon: string) {
  const item = document.createElement('portico-list-item')
  item.label = name
  const image = document.createElement('portico-wallet-image')
  image.slot = 'start'
  image.name = name
  image.src = icon
  item.append(image)
  document.body.append(item)
  await settle()
  return { item, image }
}

const shape = (root: Element) =>
  queryAllDeep(root, '*').map(
    (element) => `${element.localName}[${element.getAttributeNames().sort().join()}]`,
  )

test.each(hostileIcons)('a hostile icon shows the lettered tile: %s', async (icon) => {
  const { image } = await walletRow('Wallet', icon)
  expect(queryDeep(image, 'img')).toBeUndefined()
  expect(queryDeep(image, '.tile')?.textContent?.trim()).toBe('W')
  expect((globalThis as { pwned?: unknown }).pwned).toBeUndefined()
})

test.each(hostileNames.map((name) => [name.slice(0, 40), name]))(
  'a hostile name is text, adding no element or attribute: %s',
  async (_, name) => {
    const plain = await walletRow('Wallet', 'https://wallet.example/icon.png')
    const expected = shape(plain.item)
    document.body.innerHTML = ''
    const { item } = await walletRow(name, 'https://wallet.example/icon.png')
    expect(shape(item)).toEqual(expected)
    expect(queryDeep(item, '.label')?.textContent).toBe(name)
    expect((globalThis as { pwned?: unknown }).pwned).toBeUndefined()
  },
)

test('an image source keeps a data:image/svg+xml icon and only its own attributes', async () => {
  const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="globalThis.pwned=1"/>'
  const { image } = await walletRow('Wallet', icon)
  const img = queryDeep<HTMLImageElement>(image, 'img')
  expect(img?.getAttribute('src')).toBe(icon)
  expect(img?.getAttributeNames().sort()).toEqual(['alt', 'draggable', 'src'])
  expect((globalThis as { pwned?: unknown }).pwned).toBeUndefined()
})
