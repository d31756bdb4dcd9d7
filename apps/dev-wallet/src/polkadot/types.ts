import type { DevWalletPolicy, DevWalletRequest } from '../types.js'

// The polkadot-js extension protocol (what @polkadot/extension-inject types), as far as the wallet serves it.

export type InjectedAccount = {
  address: string
  name?: string | undefined
  type?: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum' | undefined
  /** Restricts the account to one chain; absent means any. */
  genesisHash?: string | null | undefined
}

/** `signer.signRaw` input: `data` hex; the signature covers `<Bytes>data</Bytes>` for type 'bytes'. */
export type SignerPayloadRaw = { address: string; data: string; type: 'bytes' | 'payload' }

/** `signer.signPayload` input: the extrinsic payload fields, hex-encoded, as @polkadot/api sends them. */
export type SignerPayloadJSON = {
  address: string
  blockHash: string
  blockNumber: string
  era: string
  genesisHash: string
  method: string
  nonce: string
  specVersion: string
  tip: string
  transactionVersion: string
  signedExtensions: string[]
  version: number
  [field: string]: unknown
}

export type SignerResult = { id: number; signature: `0x${string}` }

export type InjectedSigner = {
  signPayload(payload: SignerPayloadJSON): Promise<SignerResult>
  signRaw(raw: SignerPayloadRaw): Promise<SignerResult>
}

export type InjectedAccounts = {
  get(anyType?: boolean): Promise<InjectedAccount[]>
  subscribe(callback: (accounts: InjectedAccount[]) => void): () => void
}

export type Injected = { accounts: InjectedAccounts; signer: InjectedSigner }

/** One entry of `window.injectedWeb3`. */
export type InjectedWindowProvider = {
  version: string
  enable(originName: string): Promise<Injected>
}

export type PolkadotDevWalletOptions = {
  /** Secret URIs of the sr25519 accounts; default //Alice and //Bob (the dev phrase). */
  accounts?: readonly string[] | undefined
  /** SS58 prefix of the addresses it hands out; default 42 (generic Substrate). */
  ss58Format?: number | undefined
  /** Key under `window.injectedWeb3`; default 'portico-dev-wallet'. */
  key?: string | undefined
  /** Shown in the prompt; default 'Polkadot Devnet'. */
  chainName?: string | undefined
  /** The coin in prompts; default 'KSM' with 12 decimals. */
  symbol?: string | undefined
  decimals?: number | undefined
  /** Default 'prompt' where there is a document, 'approve' elsewhere. */
  policy?: DevWalletPolicy | undefined
  prompt?: ((request: DevWalletRequest) => Promise<boolean>) | undefined
  /** Default 'Portico Dev Wallet'. */
  name?: string | undefined
}
