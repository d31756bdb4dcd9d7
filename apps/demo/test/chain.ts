import { devnetAccount, usdCoinAbi } from '@portico/devnet/contracts'
import { createPublicClient, createTestClient, encodeAbiParameters, http, keccak256, numberToHex } from 'viem'
import { inject } from 'vitest'

/** The devnet chain of the world by id. */
export function worldChain(chainId = 31337) {
  const chain = inject('world').chains.find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`No chain ${chainId} in the world`)
  return chain
}

/** Reads an ERC20 balance (base units) straight from anvil. */
export async function tokenBalance(address: `0x${string}`, symbol = 'USDC', chainId = 31337) {
  const chain = worldChain(chainId)
  const token = chain.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`No token ${symbol}`)
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  return client.readContract({
    address: token.address,
    abi: usdCoinAbi,
    functionName: 'balanceOf',
    args: [address],
  })
}

/** The storage slot of the devnet tokens' `balanceOf` mapping (ERC20.sol: name, symbol, totalSupply, balanceOf). */
const BALANCE_OF_SLOT = 3n

/**
 * Gives `address` a balance of `amount` (base units) of a devnet token by writing the token's storage, as a test
 * funds a fresh account without sending from an account other tests use. Checked by reading `balanceOf` back.
 */
export async function dealToken(address: `0x${string}`, amount: bigint, symbol = 'USDC', chainId = 31337) {
  const chain = worldChain(chainId)
  const token = chain.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`No token ${symbol}`)
  const slot = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [address, BALANCE_OF_SLOT]),
  )
  await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setStorageAt({
    address: token.address,
    index: slot,
    value: numberToHex(amount, { size: 32 }),
  })
  if ((await tokenBalance(address, symbol, chainId)) !== amount)
    throw new Error(`dealToken: ${symbol}'s balances are not where ERC20.sol keeps them`)
}

/** Registers `<label>.portico.id` for a devnet account through the API, signed as apps/api's tests do. */
export async function registerName(label: string, accountIndex: number, chainId = 31337) {
  const account = devnetAccount(accountIndex)
  const { apiUrl, projectId } = inject('world')
  // A single-use nonce issued to the address; the signed message names it and the chain.
  const nonceReply = await fetch(
    `${apiUrl}/v1/profile/nonce?projectId=${projectId}&address=${account.address}`,
  )
  const { nonce } = (await nonceReply.json()) as { nonce: string }
  const timestamp = Math.floor(Date.now() / 1000)
  const message = JSON.stringify({ name: label, attributes: {}, timestamp, chainId, nonce })
  const response = await fetch(`${apiUrl}/v1/profile/account?projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      // ENSIP-11 coin type of an EVM chain.
      coin_type: (0x80000000 | chainId) >>> 0,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  if (!response.ok)
    throw new Error(`Registering ${label} answered ${response.status}: ${await response.text()}`)
  return { name: `${label}.portico.id`, address: account.address }
}
