import { staticImports } from '@portico/dev-utils/static-imports'
import { describe, expect, test } from 'vitest'

/** What a source file of this package (relative to src/) loads with it; `import()` is the lazy boundary. */
const staticGraph = (entry: string) => staticImports(new URL(entry, import.meta.url))

const chainLibrary = /^@polkadot\//

describe('what a page loads with the adapter', () => {
  test('createPolkadotAdapter imports no chain library and no action but the synchronous verifyMessage', () => {
    const { files, packages } = staticGraph('./adapter.ts')
    expect(packages.filter((name) => chainLibrary.test(name))).toEqual([])
    expect(files.filter((file) => file.startsWith('actions/'))).toEqual(['actions/verifyMessage.ts'])
  })

  test('@polkadot/api and the actions are behind dynamic imports with literal paths', () => {
    const { dynamic } = staticGraph('./adapter.ts')
    expect(dynamic).toEqual([
      './actions/estimateFee.js',
      './actions/getBalance.js',
      './actions/prepareTransfer.js',
      './actions/sendTransfer.js',
      './actions/signMessage.js',
      '@polkadot/api',
    ])
  })

  test('no entry of the package imports a chain library statically (every export kept, as a library build does)', () => {
    for (const entry of ['./index.ts', './verify/index.ts']) {
      const { packages } = staticGraph(entry)
      expect(packages.filter((name) => chainLibrary.test(name))).toEqual([])
    }
  })

  test('the static imports are core and the small pure crypto the synchronous checks need', () => {
    expect(staticGraph('./index.ts').packages).toEqual([
      '@noble/curves/ed25519',
      '@noble/curves/secp256k1',
      '@noble/hashes/blake2.js',
      '@noble/hashes/utils.js',
      '@portico/core',
      '@portico/core/encoding',
      '@scure/sr25519',
    ])
  })
})
