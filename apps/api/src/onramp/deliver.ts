import { type Address, createWalletClient, defineChain, type Hex, http, parseAbi, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainClients } from '../chain/clients.js'
import type { ChainConfig } from '../config.js'

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

/**
 * Delivers a sandbox purchase on the local chain from the chain's treasury: native by transfer, tokens by
 * minting (the treasury owns the sandbox tokens). Resolves once mined; returns the transaction hash.
 */
export async function deliver(
  clients: ChainClients,
  chain: ChainConfig,
  { to, symbol, amount }: { to: Address; symbol: string; amount: string },
): Promise<Hex> {
  const key = chain.onramp?.treasuryKey
  const client = clients.get(chain.caipNetworkId)
  if (!key || !client) throw new Error(`No on-ramp treasury on ${chain.caipNetworkId}`)
  const account = privateKeyToAccount(key as Hex)
  const wallet = createWalletClient({
    account,
    chain: defineChain({
      id: Number(chain.caipNetworkId.split(':')[1]),
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
  const token = chain.tokens.find((t) => t.symbol === symbol)
  const hash = token
    ? await wallet.writeContract({
        address: token.address as Address,
        abi: mintAbi,
        functionName: 'mint',
        args: [to, parseUnits(amount, token.decimals)],
      })
    : await wallet.sendTransaction({ to, value: parseUnits(amount, chain.nativeCurrency.decimals) })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`Delivery reverted: ${hash}`)
  return hash
}
