import { createTestClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { type Bundler, type StartBundlerParameters, startBundler } from './startBundler.js'

/**
 * A bundler on an anvil chain with a key of its own: a fresh one, given 1,000 ETH here (anvil_setBalance), so its
 * handleOps transactions never share a nonce with the accounts that tests and wallets send from.
 */
export async function startDevnetBundler(
  parameters: Omit<StartBundlerParameters, 'privateKey'>,
): Promise<Bundler> {
  const privateKey = generatePrivateKey()
  await createTestClient({ mode: 'anvil', transport: http(parameters.rpcUrl) }).setBalance({
    address: privateKeyToAccount(privateKey).address,
    value: parseEther('1000'),
  })
  return startBundler({ ...parameters, privateKey })
}
