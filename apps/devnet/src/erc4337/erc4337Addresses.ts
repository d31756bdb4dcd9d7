// Canonical ERC-4337 v0.8 addresses (the same on every public chain), where the devnet places the contracts.

/** EntryPoint v0.8. */
export const ENTRY_POINT_ADDRESS = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/** Simple7702Account v0.8: the code an EOA delegates to with EIP-7702 (it trusts only the EntryPoint above). */
export const SIMPLE_7702_ACCOUNT_ADDRESS = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'
