export type DevAccount = {
  /** `Alice`, `Bob`, ... */
  name: string
  /** Secret URI of the sr25519 dev key, e.g. `//Alice`. */
  uri: string
  /** SS58 address with the chain's prefix. */
  address: string
  publicKey: `0x${string}`
}

export type StartPolkadotDevnetOptions = {
  host?: string | undefined
  /** Port; default a free one. */
  port?: number | undefined
  /** Free balance given to each dev account, in base units; default 10,000 KSM. */
  endowment?: bigint | undefined
}

export type PolkadotDevnet = {
  /** `ws://host:port` of chopsticks' JSON-RPC (HTTP on the same port). */
  wsUrl: string
  httpUrl: string
  /** As the node reports it (chopsticks gives a genesis-spec chain the fixed hash 0x4545…45). */
  genesisHash: `0x${string}`
  /** `polkadot:` + the first 32 hex characters of the genesis hash. */
  caipNetworkId: `polkadot:${string}`
  chainName: string
  ss58Format: number
  decimals: number
  symbol: string
  /** Funded sr25519 dev accounts (//Alice ... //Ferdie). */
  accounts: DevAccount[]
  endowment: bigint
  /** Milliseconds from the call to a funded, answering chain. */
  startupMs: number
  /** Sets an account's free balance (and nothing reserved) through `dev_setStorage`. */
  setBalance(address: string, free: bigint): Promise<void>
  /** Any node RPC (chain_*, state_*, dev_*, ...). */
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>
  /** Closes the server and the runtime executor. */
  stop(): Promise<void>
}
