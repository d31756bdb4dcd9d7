import type { Address } from 'viem'

/** addresses.json of one chain. */
export type DevnetAddresses = {
  chainId: number
  /** Anvil account 9: deployed and owns every contract. */
  deployer: Address
  /** Anvil accounts 0..2, seeded with native, USDC, PTK and one NFT each. */
  testAccounts: Address[]
  /** Multicall3 at its canonical address. */
  multicall3: Address
  /** USD Coin (USDC), 6 decimals. */
  usdc: Address
  /** Portico Token (PTK), 18 decimals, EIP-2612 permit. */
  ptk: Address
  weth: Address
  /** Portico Pass (PASS), ERC-721. */
  nft: Address
  ammFactory: Address
  ammRouter: Address
  pairs: { wethUsdc: Address; ptkUsdc: Address; ptkWeth: Address }
  smartAccountFactory: Address
  /** SmartAccount owned by test account 0 (factory salt 0), funded. */
  smartAccount: Address
  /** ERC-4337 EntryPoint v0.8 at its canonical address `0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108`. */
  entryPoint: Address
  /** Simple7702Account v0.8 at its canonical address `0xe6Cae83BdE06E4c305530e199D7217f42808555B` (EIP-7702). */
  simple7702Account: Address
  /** SimpleAccountFactory v0.8 over that EntryPoint: `createAccount(owner, salt)`, `getAddress(owner, salt)`. */
  simpleAccountFactory: Address
  /**
   * PorticoPaymaster (a verifying paymaster over that EntryPoint, 100 ETH deposited): it pays for operations signed
   * by account 11 (`PAYMASTER_SIGNER_INDEX`), the key of the API's paymaster service.
   */
  porticoPaymaster: Address
  /**
   * PorticoAccountFactory over that EntryPoint: the embedded wallet's smart accounts (PorticoAccount, a v0.8
   * SimpleAccount with ERC-1271), `createAccount(owner, salt)` through the SenderCreator only, `getAddress(owner, salt)`.
   */
  porticoAccountFactory: Address
  /**
   * The MetaMask Delegation Framework's DelegationManager (owned by the deployer), the one contract the
   * PorticoAccounts of `porticoAccountFactory` let execute for them (`executeFromExecutor`): sessions are
   * ERC-7710 delegations from such an account, redeemed here (`redeemDelegations`) by the session's signer, and
   * ended by the account (`disableDelegation`). Deployed from the framework's release build.
   */
  delegationManager: Address
  /** The framework's caveat enforcers that sessions' delegations use (release build, no owner). */
  sessionEnforcers: {
    /** ERC20TransferAmountEnforcer: terms `token ‖ uint256 limit`; only `transfer` of that token, in total ≤ limit. */
    erc20TransferAmount: Address
    /** NativeTokenTransferAmountEnforcer: terms `uint256 allowance`; the native value sent, in total ≤ allowance. */
    nativeTokenTransferAmount: Address
    /** TimestampEnforcer: terms `uint128 after ‖ uint128 before` (unix seconds, 0 = no bound); valid strictly between. */
    timestamp: Address
    /** AllowedTargetsEnforcer: terms `target ‖ target ‖ …` (20 bytes each); calls only to those addresses. */
    allowedTargets: Address
    /**
     * ExactCalldataEnforcer: terms = the only calldata allowed. With terms `0x` a call carries no data, i.e. it is a
     * plain native transfer: a native allowance needs it, as NativeTokenTransferAmountEnforcer bounds only the value
     * (a delegation with a native allowance alone lets its delegate make any call of value within it, such as a
     * token's `transfer`).
     */
    exactCalldata: Address
  }
}

export type DevnetChain = {
  chainId: number
  rpcUrl: string
  wsUrl: string
  addresses: DevnetAddresses
}

export type StartDevnetOptions = {
  /** Chain ids, one anvil each. Default [31337, 31338]. */
  chainIds?: number[]
  /** Where addresses.json files go (`<stateDir>/<chainId>/addresses.json`). Default: a temporary dir, removed on stop. */
  stateDir?: string
  /** Interface to bind. Default 127.0.0.1. */
  host?: string
  /** Unix seconds of the genesis block (default: now); later blocks follow on from it. */
  genesisTimestamp?: number
}

export type Devnet = {
  chains: DevnetChain[]
  /** Base URL of the HTTP server for NFT metadata and images (also serves /devnet.json). */
  metadataUrl: string
  stateDir: string
  /** PIDs of the processes this devnet started (anvil per chain, and the watchdog). */
  pids: number[]
  /** Kills every process and closes the server. Idempotent. */
  stop(): Promise<void>
}
