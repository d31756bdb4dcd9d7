// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { expect, test } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Bundles an entry with code splitting and returns the sources its first chunk pulls in statically. */
async function staticInputs(entry: string): Promise<{ inputs: string[]; metafile: Metafile }> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    write: false,
    metafile: true,
    platform: 'browser',
    logLevel: 'silent',
  })
  const { outputs } = result.metafile
  const entryOutput = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entry)
  const seen = new Set<string>()
  const visit = (path: string) => {
    if (seen.has(path)) return
    seen.add(path)
    for (const imported of outputs[path]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path)
  }
  if (entryOutput) visit(entryOutput)
  const inputs = [...seen].flatMap((path) => Object.keys(outputs[path]?.inputs ?? {}))
  return { inputs, metafile: result.metafile }
}

test('the first paint of Connect (the elements entry) pulls no code of Send, Swap, Receive, the Account tabs or WalletConnect', async () => {
  const { inputs } = await staticInputs('src/elements.ts')
  expect(inputs.some((input) => input.includes('views/connect/ConnectView.ts'))).toBe(true)
  expect(inputs.some((input) => input.includes('modal/Modal.ts'))).toBe(true)
  const lazy = [
    'views/send/',
    'views/swap/',
    'views/receive/',
    'views/account/',
    'views/transactions/',
    'primitives/Qr.ts',
    'lean-qr',
    'views/walletConnect/',
    'primitives/QrCode.ts',
    'node_modules/uqr',
  ]
  expect(inputs.filter((input) => lazy.some((part) => input.includes(part)))).toEqual([])
})

test('the first paint holds no code of the e-mail login: the field, its steps and the embedded wallet views load on use', async () => {
  for (const entry of ['src/elements.ts', 'src/index.ts']) {
    const { inputs } = await staticInputs(entry)
    expect(inputs.filter((input) => /views\/(email|embedded)\//.test(input))).toEqual([])
  }
})

test('the first paint holds no sign-in view, follower or controller: they load with the plug-in', async () => {
  for (const entry of ['src/elements.ts', 'src/index.ts']) {
    const { inputs } = await staticInputs(entry)
    expect(
      inputs.filter((input) =>
        /views\/siwx\/|siwx\/(dist|src)\/plugin\/(controller|createSiwx|fromSiweConfig)/.test(input),
      ),
    ).toEqual([])
  }
})

test('the catalogue prefetch is not in the first bundle: its code loads with a dynamic import when the page is idle', async () => {
  const { inputs, metafile } = await staticInputs('src/index.ts')
  // createModal holds only the idle schedule.
  expect(inputs.some((input) => input.includes('modal/prefetchOnIdle.ts'))).toBe(true)
  expect(inputs.filter((input) => /views\/allWallets\//.test(input))).toEqual([])
  // The prefetch is a chunk of its own, reached by a dynamic import.
  const chunk = Object.keys(metafile.outputs).find((out) =>
    Object.keys(metafile.outputs[out]?.inputs ?? {}).some((input) => input.endsWith('cataloguePrefetch.ts')),
  )
  expect(chunk).toBeDefined()
})

test('Send, Swap (and its picker and preview), Receive, each Account tab, Transactions and Sessions are chunks of their own', async () => {
  const { metafile } = await staticInputs('src/elements.ts')
  const chunkOf = (file: string) =>
    Object.keys(metafile.outputs).find((out) =>
      Object.keys(metafile.outputs[out]?.inputs ?? {}).some((i) => i.includes(file)),
    )
  const chunks = [
    'views/send/SendView.ts',
    'views/swap/SwapView.ts',
    'views/swap/SwapSelectTokenView.ts',
    'views/swap/SwapPreviewView.ts',
    'views/receive/ReceiveView.ts',
    'views/account/ActivityTab.ts',
    'views/account/NftsTab.ts',
    'views/transactions/TransactionsView.ts',
    'views/account/SessionsView.ts',
  ].map(chunkOf)
  expect(new Set(chunks).size).toBe(9)
})

test('the main entry carries no lit and no element code', async () => {
  const { inputs } = await staticInputs('src/index.ts')
  expect(inputs.filter((input) => /node_modules\/(lit|@lit)|modal\/Modal|primitives\//.test(input))).toEqual(
    [],
  )
})

test('no language but English is imported statically, and each language is a chunk of its own', async () => {
  // A language's files as an app's bundler finds them in @portico/i18n's build: its table, and the social login's
  // table that it spreads in (English's is built in with en.js).
  const languageFile = /i18n\/dist\/modal\/(?:locales\/|social\/(?!en\.js))/
  const tagOf = (input: string) => /i18n\/dist\/modal\/(?:locales|social)\/([\w-]+)\.js$/.exec(input)?.[1]
  const elements = await staticInputs('src/elements.ts')
  const main = await staticInputs('src/index.ts')
  for (const { inputs } of [elements, main]) {
    expect(inputs.filter((input) => languageFile.test(input))).toEqual([])
  }
  const { metafile } = elements
  const chunks = Object.keys(metafile.outputs).filter((out) =>
    Object.keys(metafile.outputs[out]?.inputs ?? {}).some((input) => languageFile.test(input)),
  )
  for (const chunk of chunks) {
    const inputs = Object.keys(metafile.outputs[chunk]?.inputs ?? {})
    // One language's two files, nothing else.
    expect(inputs).toHaveLength(2)
    expect(new Set(inputs.map(tagOf)).size).toBe(1)
    expect(inputs.every((input) => languageFile.test(input))).toBe(true)
  }
  expect(chunks).toHaveLength(20)
}, 20_000) // two bundles: room for a loaded machine

test('the first paint holds no code of the social login: its buttons, marks and views load when Connect offers it', async () => {
  for (const entry of ['src/elements.ts', 'src/index.ts']) {
    const { inputs } = await staticInputs(entry)
    expect(inputs.filter((input) => /views\/social\//.test(input))).toEqual([])
  }
})
