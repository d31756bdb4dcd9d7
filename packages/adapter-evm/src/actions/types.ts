import type { Chain, Client, PublicRpcSchema, Transport, WalletRpcSchema } from 'viem'

/**
 * The connected wallet, as a viem client over its EIP-1193 provider. A bare client: use it with the actions
 * of `viem/actions` (e.g. `signMessage(client, …)`); viem's decorated wallet clients are accepted too.
 */
export type WalletClient = Client<Transport, Chain | undefined, undefined, WalletRpcSchema>

/**
 * A network's RPC endpoint(s), as a viem client. A bare client: use it with the actions of `viem/actions`
 * (e.g. `getBalance(client, …)`); viem's decorated public clients are accepted too.
 */
export type PublicClient = Client<Transport, Chain, undefined, PublicRpcSchema>
