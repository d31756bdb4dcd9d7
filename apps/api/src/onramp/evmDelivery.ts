import {
  type Address,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  parseAbi,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainConfig } from '../config.js'
import type { DeliveryRail, Landing } from './deliveryRail.js'

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

/**
 * Deliveries on one EVM chain from its treasury: native by transfer, tokens by minting (the treasury owns
 * the sandbox tokens). Each is signed with the treasury's next nonce.
 */
export function createEvmRail(chain: ChainConfig, client: PublicClient, key: Hex): DeliveryRail {
  const lookup = async ({ tx_hash }: { tx_hash: string }): Promise<Landing> => {
    const hash = tx_hash as Hex
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
    if (receipt) return receipt.status === 'success' ? 'success' : 'reverted'
    return (await client.getTransaction({ hash }).catch(() => undefined)) ? 'pending' : 'missing'
  }
  return {
    async sign(row) {
      const wallet = createWalletClient({
        account: privateKeyToAccount(key),
        chain: defineChain({
          id: Number(chain.caipNetworkId.split(':')[1]),
          name: chain.name,
          nativeCurrency: chain.nativeCurrency,
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
        transport: http(chain.rpcUrl),
      })
      const to = row.address as Address
      const token = chain.tokens.find((t) => t.symbol === row.asset_symbol)
      const request = await wallet.prepareTransactionRequest(
        token
          ? {
              to: token.address as Address,
              data: encodeFunctionData({
                abi: mintAbi,
                functionName: 'mint',
                args: [to, parseUnits(row.crypto_amount, token.decimals)],
              }),
            }
          : { to, value: parseUnits(row.crypto_amount, chain.nativeCurrency.decimals) },
      )
      const rawTx = await wallet.signTransaction(request)
      return { rawTx, txHash: keccak256(rawTx) }
    },
    async send(row) {
      await client.sendRawTransaction({ serializedTransaction: row.raw_tx as Hex })
    },
    lookup,
    async wait(row) {
      const receipt = await client.waitForTransactionReceipt({ hash: row.tx_hash as Hex })
      return receipt.status === 'success' ? 'success' : 'reverted'
    },
  }
}
