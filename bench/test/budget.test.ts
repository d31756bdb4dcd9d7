import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { porticoApp } from '../src/apps.js'
import { appTarget, measureSizes, readBudgets, type Sizes } from '../src/budgets.js'
import { outDirOf } from '../src/buildApp.js'
import { htmlScripts } from '../src/jsSizes.js'
import { type ChunkModules, initialByPackage, MODULES_FILE, packageOf } from '../src/moduleBreakdown.js'
import { type EntryModules, type EntrySize, entries, entryModules, moduleSize } from '../src/packageSizes.js'

const budgets = readBudgets()
let measured: Sizes
let coreModules: EntryModules
// What an app that lists a plug-in imports (its descriptor), and the embedded wallet's frame client alone.
let descriptors: Record<
  'walletConnect' | 'embeddedWallet' | 'frameClient' | 'siwx' | ChainAdapterName,
  { size: EntrySize; modules: EntryModules }
>
type ChainAdapterName = 'solanaAdapter' | 'polkadotAdapter' | 'bitcoinAdapter'
const descriptor = (name: string) => new URL(`../src/descriptors/${name}.ts`, import.meta.url).pathname
/** A source file of a plug-in's package (the connectors and sign-in). */
const pluginFile = /packages\/(walletconnect|embedded-wallet|siwx)\//

beforeAll(async () => {
  measured = await measureSizes()
  coreModules = await entryModules('@portico/core')
  descriptors = {
    walletConnect: await moduleSize(descriptor('walletConnect')),
    embeddedWallet: await moduleSize(descriptor('embeddedWallet')),
    frameClient: await moduleSize(descriptor('frameClient')),
    siwx: await moduleSize(descriptor('siwx')),
    solanaAdapter: await moduleSize(descriptor('solanaAdapter')),
    polkadotAdapter: await moduleSize(descriptor('polkadotAdapter')),
    bitcoinAdapter: await moduleSize(descriptor('bitcoinAdapter')),
  }
}, 180_000)

describe('size budgets (gzip -9)', () => {
  test.each([...entries, appTarget])('%s stays within its budget', (target) => {
    const budget = budgets[target]
    expect(budget, `no budget for ${target}: run budgets:update`).toBeDefined()
    for (const [metric, bytes] of Object.entries(measured[target] ?? {})) {
      const limit = budget?.[metric]
      expect(limit, `no ${metric} budget for ${target}`).toBeTypeOf('number')
      expect(bytes, `${target} ${metric}: ${bytes} B is over its budget of ${limit} B`).toBeLessThanOrEqual(
        limit!,
      )
    }
  })

  test("core's entry (what every app loads) stays within 41 kB", () => {
    // kB as the bench prints it (1024 bytes), so the budget and the bench's figure are the same number.
    expect(measured['@portico/core']?.initial).toBeLessThanOrEqual(41 * 1024)
  })

  test("core's entry holds no swap, send, on-ramp, history or name-registration code, nor the Polkadot and Bitcoin encoders: they are entries of their own", () => {
    const feature =
      /core\/(src|dist)\/(actions\/(swap|send|onramp)\/|controllers\/(swap|send|onramp|history)\.|actions\/names\/(checkAccountName|registerAccountName|getAccountNameSuggestions)\.|caip\/encoding\/(ss58|base58check|segwit)\.)|@noble\/hashes\/(blake2|sha2)\./
    expect([...coreModules.initial, ...coreModules.lazy].filter((file) => feature.test(file))).toEqual([])
  })

  test("core's entry loads the blockchain API's calls and their reply checks on first use, in groups", () => {
    const calls =
      /core\/(src|dist)\/api\/(blockchain\/(get|build|lookup|register|revoke)\w+|validate\/replies)\./
    expect(coreModules.initial.filter((file) => calls.test(file))).toEqual([])
    for (const group of ['accountCalls', 'swapCalls', 'onrampCalls', 'nameAndSessionCalls'])
      expect(coreModules.lazy.some((file) => file.includes(`api/blockchain/${group}.`))).toBe(true)
  })

  test('the WalletConnect connector and client stay within 35 kB (they load only when a user picks WalletConnect)', () => {
    // kB as the bench prints it (1024 bytes), so the budget and the bench's figure are the same number.
    expect(descriptors.walletConnect.size.total).toBeLessThanOrEqual(35 * 1024)
  })

  test('the embedded-wallet frame client stays within 16 kB (it loads only when a user picks e-mail)', () => {
    expect(descriptors.frameClient.size.total).toBeLessThanOrEqual(16_000)
  })

  test('core holds no code of WalletConnect, the embedded wallet or sign-in: they are plug-ins of their own packages', () => {
    expect([...coreModules.initial, ...coreModules.lazy].filter((file) => pluginFile.test(file))).toEqual([])
  })

  test('listing WalletConnect costs its descriptor (under 1.5 kB); the connector and the Sign client are chunks of their own', () => {
    const { size, modules } = descriptors.walletConnect
    expect(size.initial).toBeLessThanOrEqual(1_500)
    expect(
      modules.initial.filter((file) => /connector\/controller|signClient|relayClient/.test(file)),
    ).toEqual([])
    expect(modules.lazy.some((file) => file.includes('connector/controller'))).toBe(true)
  })

  // 2.5 kB with e-mail alone; social logins need three things before the connector's code loads (the provider's
  // window opened in the click, a login back from the provider's page resumed at load, the providers asked): 2.75 kB.
  test('listing the embedded wallet costs its descriptor (under 2.75 kB); the connector and the frame client are chunks of their own', () => {
    const { size, modules } = descriptors.embeddedWallet
    expect(size.initial).toBeLessThanOrEqual(2_750)
    expect(modules.initial.filter((file) => /connector\/controller|frameClient|protocol/.test(file))).toEqual(
      [],
    )
    expect(modules.lazy.some((file) => file.includes('connector/controller'))).toBe(true)
  })

  test('listing sign-in with the API provider costs under 5 kB (descriptor, createSiwx and the message it writes); the sign-in controller is a chunk of its own', () => {
    const { size, modules } = descriptors.siwx
    expect(size.initial).toBeLessThanOrEqual(5_000)
    expect(modules.initial.filter((file) => /plugin\/controller/.test(file))).toEqual([])
    expect(modules.lazy.some((file) => file.includes('plugin/controller'))).toBe(true)
  })
})

describe('what listing a chain adapter costs at page load (its chain library loads with the first connection or action)', () => {
  // Measured 2026-11-29 (core and valtio counted as already in the app), each budget that figure + 10 %.
  test.each([
    ['solanaAdapter', 23_524, /@solana\/web3\.js/],
    ['polkadotAdapter', 37_158, /@polkadot\/(api|util-crypto|wasm-crypto)/],
    ['bitcoinAdapter', 11_016, /bitcoinjs-lib|bip174|@bitcoinerlab\/secp256k1/],
  ] as const)(
    '%s: at most its measured size + 10 %, and the chain library is a chunk of its own',
    (name, bytes, library) => {
      const { size, modules } = descriptors[name]
      expect(size.initial).toBeLessThanOrEqual(Math.round(bytes * 1.1))
      expect(modules.initial.filter((file) => library.test(file))).toEqual([])
      expect(modules.lazy.some((file) => library.test(file))).toBe(true)
    },
  )
})

describe("the breakdown of an app's initial JS by package", () => {
  test('adds up to the initial size the table shows, and names the packages it holds', () => {
    const dir = outDirOf(porticoApp)
    const shares = initialByPackage(dir, htmlScripts(dir))
    const total = shares.reduce((sum, share) => sum + share.gzipBytes, 0)
    // Each chunk's share is rounded per package: the sum may be off by a byte or so per package.
    expect(Math.abs(total - measured[appTarget]!.initial!)).toBeLessThanOrEqual(shares.length)
    const names = shares.map((share) => share.package)
    expect(names).toEqual(expect.arrayContaining(['@portico/core', '@portico/react', 'react-dom']))
    expect(shares.map((share) => share.gzipBytes)).toEqual(
      [...shares.map((share) => share.gzipBytes)].sort((a, b) => b - a),
    )
  })

  test("the first load holds the views' names and features, never the view registry (tags, titles, lazy imports)", () => {
    const dir = outDirOf(porticoApp)
    const initial = htmlScripts(dir)
    const chunks = JSON.parse(readFileSync(join(dir, MODULES_FILE), 'utf8')) as ChunkModules[]
    const ids = chunks
      .filter((chunk) => initial.includes(chunk.fileName))
      .flatMap((chunk) => chunk.modules.map((module) => module.id))
    expect(ids.filter((id) => id.endsWith('/ui/dist/modal/viewFeatures.js'))).toHaveLength(1)
    expect(ids.filter((id) => id.endsWith('/ui/dist/modal/viewRegistry.js'))).toEqual([])
  })

  test('modules are grouped by their package, the workspace and node_modules alike', () => {
    expect(packageOf('/r/node_modules/.pnpm/viem@2.5.0/node_modules/viem/_esm/index.js')).toBe('viem')
    expect(packageOf('/r/node_modules/.pnpm/x/node_modules/@noble/curves/esm/secp256k1.js')).toBe(
      '@noble/curves',
    )
    expect(packageOf('/r/packages/core/dist/index.js')).toBe('@portico/core')
    expect(packageOf('/r/bench/apps/portico/main.tsx')).toBe('(app)')
    expect(packageOf('\0vite/preload-helper.js')).toBe('(vite)')
  })
})
