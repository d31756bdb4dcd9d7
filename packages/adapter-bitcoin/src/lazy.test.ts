import { readFileSync } from 'node:fs'
import { staticImports } from '@portico/dev-utils/static-imports'
import { describe, expect, test } from 'vitest'

/** What a source file of this package (relative to src/) loads with it; `import()` is the lazy boundary. */
const staticGraph = (entry: string) => staticImports(new URL(entry, import.meta.url))

/** bitcoinjs-lib, its secp256k1 and the PSBT code (bip174 comes only through bitcoinjs-lib). */
const chainLibrary = /^(bitcoinjs-lib|@bitcoinerlab\/secp256k1|bip174|@noble\/curves)($|\/)/

describe('what a page loads with createBitcoinAdapter', () => {
  test('no chain library and no action: wallets, connecting and address checks only', () => {
    const { files, packages } = staticGraph('./adapter.ts')
    expect(packages).toEqual(['@portico/core', '@portico/core/encoding', '@wallet-standard/app'])
    expect(
      files.filter((file) => /^(actions|verify)\/|utils\/(ecc|bip322|legacyMessage)\.ts$/.test(file)),
    ).toEqual([])
  })

  test('every action loads on first use, through an import() with a literal path', () => {
    expect(staticGraph('./adapter.ts').dynamic).toEqual(
      [
        'estimateFee',
        'getBalance',
        'getFeeRate',
        'getTransactionStatus',
        'prepareTransfer',
        'sendTransfer',
        'signMessage',
        'verifyMessage',
        'waitForTransaction',
      ].map((action) => `./actions/${action}.js`),
    )
  })

  test('the library is behind that boundary: sending and checking a signature load it', () => {
    for (const action of ['./actions/sendTransfer.ts', './actions/verifyMessage.ts']) {
      const { packages } = staticGraph(action)
      expect(packages).toEqual(expect.arrayContaining(['bitcoinjs-lib', '@bitcoinerlab/secp256k1']))
    }
    expect(
      staticGraph('./actions/estimateFee.ts').packages.filter((name) => chainLibrary.test(name)),
    ).toEqual([])
  })

  test("the package has no side effects, so an app that imports only createBitcoinAdapter drops the entry's other exports", () => {
    // The entry keeps its synchronous exports (finalizeSignedPsbt, verifyMessage, the Psbt-building actions):
    // they are the library, and load only in an app that uses them.
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    expect(manifest.sideEffects).toBe(false)
    expect(staticGraph('./index.ts').packages).toEqual(expect.arrayContaining(['bitcoinjs-lib']))
  })
})
