import type { Address, Hex } from 'viem'

/** The permission types a session may carry, as the ERC-7715 request of 2026 names them. */
export const SESSION_PERMISSION_TYPES = ['erc20-token-allowance', 'native-token-allowance'] as const

/** The rule types a request may add: `expiry` (required) and `payee` (the targets of a native-token-allowance). */
export const SESSION_RULE_TYPES = ['expiry', 'payee'] as const

/** The contracts that enforce sessions on one chain: the DelegationManager and the caveat enforcers it calls. */
export type SessionContracts = {
  delegationManager: Address
  enforcers: {
    erc20TransferAmount: Address
    nativeTokenTransferAmount: Address
    timestamp: Address
    allowedTargets: Address
    /**
     * ExactCalldataEnforcer: a native allowance carries it with terms `0x` (its calls carry no data), since the
     * native allowance bounds only the value sent, not what a call does (a token transfer has value 0).
     */
    exactCalldata: Address
  }
}

/** What a session may spend: one ERC-20 token up to `allowance`, or the native coin up to `allowance`. */
export type SessionPermission =
  | { type: 'erc20-token-allowance'; token: Address; allowance: bigint }
  /** `targets`: the only addresses the coin may go to; `[]` = any. */
  | { type: 'native-token-allowance'; allowance: bigint; targets: readonly Address[] }

/** One condition of a delegation: `terms` are signed, `args` are the redeemer's and are not. */
export type Caveat = { enforcer: Address; terms: Hex; args: Hex }

/** An ERC-7710 delegation as the DelegationManager reads it. */
export type Delegation = {
  delegate: Address
  delegator: Address
  authority: Hex
  caveats: Caveat[]
  salt: bigint
  signature: Hex
}

/** One request, whichever dialect asked: ERC-7715 2026 `wallet_requestExecutionPermissions` or the older `wallet_grantPermissions`. */
export type SessionRequest = {
  dialect: 'execution' | 'grant'
  chainId: number
  /** `from` / `address` when the app named one. */
  account?: Address
  /** The app's session key: `to` / `signer.data.address` (or `signer.data.id` when it is a plain address). */
  signer: Address
  permission: SessionPermission
  /** Unix seconds; always in the future when parsed. */
  expiry: number
  /** The app's request object as sent, echoed back in the response. */
  request: Record<string, unknown>
}
