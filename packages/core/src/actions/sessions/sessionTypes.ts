// The session-permission model core's actions speak, whichever dialect the wallet answers in: the ERC-7715
// methods of 2026 (`wallet_requestExecutionPermissions`) or the older `wallet_grantPermissions`.

export type Address = `0x${string}`
export type Hex = `0x${string}`

/** What a session may spend: an ERC-20 token up to `allowance` (base units), or the native token (optionally only to `targets`). */
export type ExecutionPermission =
  | { type: 'erc20-token-allowance'; token: Address; allowance: bigint }
  | { type: 'native-token-allowance'; allowance: bigint; targets?: readonly Address[] | undefined }

/** A permission the wallet granted: what the session signer needs to redeem it, and what it allows. */
export type GrantedExecutionPermission = {
  /** The ERC-7710 permission context the signer passes to the delegation manager. */
  context: Hex
  delegationManager: Address
  /** Accounts to deploy before the first redemption (their factory and its calldata); empty when deployed. */
  dependencies: readonly { factory: Address; factoryData: Hex }[]
  /** The account that may redeem the permission (the app's session key). */
  signer: Address
  /** The account that granted it, when the wallet says. */
  account: Address | undefined
  /** Native-token targets are always a list here; empty means any. */
  permission:
    | { type: 'erc20-token-allowance'; token: Address; allowance: bigint }
    | { type: 'native-token-allowance'; allowance: bigint; targets: readonly Address[] }
  /** Unix seconds. */
  expiry: number
  chainId: number
}

/** Which methods a wallet answers: the 2026 ERC-7715 ones (`execution`) or the older `wallet_grantPermissions` (`grant`). */
export type SessionDialect = 'execution' | 'grant'

/**
 * Why the wallet did not do it. `rejected`: the person refused (4001). `unsupported`: the wallet has no session
 * permissions (or none it can express this one in). `unauthorized`: the wallet refused the account or the request
 * (4100), `reason` being the wallet's own reason code when it gave one. `notConnected`: no EVM wallet is connected.
 * `failed`: anything else, with the wallet's error `code` when it had one and the error itself.
 */
export type ExecutionPermissionFailure =
  | { status: 'rejected' }
  | { status: 'unsupported' }
  | { status: 'unauthorized'; reason: string | undefined }
  | { status: 'notConnected' }
  | { status: 'failed'; code: number | undefined; error: unknown }
