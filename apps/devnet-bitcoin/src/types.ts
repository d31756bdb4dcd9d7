import type { BitcoinJsNetwork } from './network.js'
import type { NodeRpc, RpcAuth } from './rpc.js'

export type StartBitcoinDevnetOptions = {
  /** Data directory; default a fresh temp dir, removed by stop(). A given one is kept. */
  dataDir?: string | undefined
  host?: string | undefined
  /** Blocks mined at start to the faucet (101 makes the first coinbase spendable); default 110. */
  initialBlocks?: number | undefined
}

export type BitcoinDevnet = {
  /** `http://host:port` of the node's JSON-RPC. */
  rpcUrl: string
  rpcAuth: RpcAuth
  /** bitcoinjs-lib parameters of this chain (Litecoin regtest). */
  network: BitcoinJsNetwork
  /** `bip122:` + the first 32 hex characters of the genesis block hash. */
  caipNetworkId: `bip122:${string}`
  /** The node's relay policy in sat/vB: outputs below the dust threshold at `dustRelayFeeRate` are refused. */
  dustRelayFeeRate: number
  minRelayFeeRate: number
  /** Name of the node wallet that mines and pays out. */
  faucetWallet: string
  faucetAddress: string
  p2pPort: number
  dataDir: string
  pids: number[]
  /** Any node RPC (`wallet` selects a wallet endpoint). */
  rpc: NodeRpc
  /** Mines `blocks` blocks (to the faucet unless `address` says otherwise); returns their hashes. */
  mine(blocks?: number, address?: string): Promise<string[]>
  /** Sends `amount` coins (a decimal string or number) from the faucet, mined into a block unless `confirm` is false. */
  fund(address: string, amount: string | number, options?: { confirm?: boolean }): Promise<{ txid: string }>
  /** Stops the node and the watchdog, removes a temp data dir; resolves once the processes are reaped. */
  stop(): Promise<void>
}
