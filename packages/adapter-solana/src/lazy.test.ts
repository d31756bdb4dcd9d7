import { staticImports } from '@portico/dev-utils/static-imports'
import { describe, expect, test } from 'vitest'

/** What a source file of this package (relative to src/) loads with it; `import()` is the lazy boundary. */
const modulesLoadedWith = (entry: string) => staticImports(new URL(entry, import.meta.url))

const web3 = '@solana/web3.js'

describe('what a page loads with the adapter', () => {
  test('createSolanaAdapter loads no @solana/web3.js and no action but the synchronous verifyMessage', () => {
    const { files, packages } = modulesLoadedWith('./adapter.ts')
    expect(packages).not.toContain(web3)
    expect(files.filter((file) => file.startsWith('actions/'))).toEqual(['actions/verifyMessage.ts'])
    // The bridge to a WalletConnect or e-mail session loads with the first such session.
    expect(files).not.toContain('connectors/walletConnectWallet.ts')
    expect(packages).toEqual([
      '@noble/curves/ed25519',
      '@portico/core',
      '@portico/core/send',
      '@wallet-standard/app',
      'bs58',
    ])
  })

  test('every other action, the session bridge and @solana/web3.js load on demand, from literal paths', () => {
    expect(modulesLoadedWith('./adapter.ts').dynamic).toEqual([
      '../connectors/walletConnectWallet.js',
      './actions/estimateFee.js',
      './actions/getBalance.js',
      './actions/getTokenBalance.js',
      './actions/prepareTransfer.js',
      './actions/sendTransfer.js',
      './actions/signAllTransactions.js',
      './actions/signAndSendTransaction.js',
      './actions/signMessage.js',
      './actions/signTransaction.js',
      './actions/waitForTransaction.js',
      web3,
    ])
  })

  test('the package entry still brings @solana/web3.js statically: its standalone actions and toPublicKey take and return web3.js objects', () => {
    expect(modulesLoadedWith('./index.ts').packages).toContain(web3)
  })
})
