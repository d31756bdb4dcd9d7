// The polkadot-js extension protocol (@polkadot/extension-inject's types), as far as the adapter uses it.

export type InjectedAccount = {
  address: string
  name?: string | undefined
  type?: string | undefined
  /** The account is restricted to the chain of this genesis hash; absent or null means any chain. */
  genesisHash?: string | null | undefined
}

export type SignerResult = { id: number; signature: `0x${string}` }

/** @polkadot/api's `Signer`: `signPayload` for extrinsics, `signRaw` for bytes. */
export type InjectedSigner = {
  signPayload?: (payload: never) => Promise<SignerResult>
  signRaw?: (raw: { address: string; data: string; type: 'bytes' | 'payload' }) => Promise<SignerResult>
}

export type Injected = {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe?(callback: (accounts: InjectedAccount[]) => void): (() => void) | Promise<() => void>
  }
  signer: InjectedSigner
}

/** One entry of `window.injectedWeb3`. */
export type InjectedWindowProvider = {
  version?: string | undefined
  enable?(originName: string): Promise<Injected>
}

export type InjectedWeb3 = Record<string, InjectedWindowProvider>
