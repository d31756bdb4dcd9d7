import { staticImports } from '@portico/dev-utils/static-imports'
import { describe, expect, test } from 'vitest'

/** What a source file of this package (relative to src/) loads with it; `import()` is the lazy boundary. */
const modulesLoadedWith = (entry: string) => staticImports(new URL(entry, import.meta.url))

describe('what a page loads with the adapter', () => {
  test('createEvmAdapter loads no viem and no action: only wallet discovery and the adapter itself', () => {
    const { files, packages } = modulesLoadedWith('./adapter.ts')
    expect(packages.filter((name) => name === 'viem' || name.startsWith('viem/'))).toEqual([])
    expect(files.filter((file) => file.startsWith('actions/'))).toEqual([])
    expect(packages).toEqual(['@portico/core'])
  })

  test('connecting, restoring, the public clients and every action load on demand, from literal paths', () => {
    expect(modulesLoadedWith('./adapter.ts').dynamic).toEqual([
      './actions/estimateFee.js',
      './actions/getAccounts.js',
      './actions/getAssets.js',
      './actions/getBalance.js',
      './actions/getCallsStatus.js',
      './actions/getCapabilities.js',
      './actions/getGasPrice.js',
      './actions/readSessionUsage.js',
      './actions/sendAtomicBatch.js',
      './actions/sendCalls.js',
      './actions/sendTransfer.js',
      './actions/signMessage.js',
      './actions/signTypedData.js',
      './actions/supportsAtomicBatch.js',
      './actions/switchNetwork.js',
      './actions/verifyMessage.js',
      './actions/verifyTypedData.js',
      './actions/waitForTransaction.js',
      './actions/writeContract.js',
      './adapter/connect.js',
      './adapter/publicClient.js',
    ])
  })

  test('the package entry still brings viem statically: its standalone actions take and return viem clients', () => {
    expect(modulesLoadedWith('./index.ts').packages).toContain('viem')
  })
})
