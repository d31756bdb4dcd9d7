import type {
  Chain,
  Transport,
  PublicClient as ViemPublicClient,
  WalletClient as ViemWalletClient,
} from 'viem'

/** The connected wallet, as a viem client over its EIP-1193 provider. */
export type WalletClient = ViemWalletClient<Transport, Chain | undefined, undefined>

/** A network's RPC endpoint(s), as a viem public client. */
export type PublicClient = ViemPublicClient<Transport, Chain>
