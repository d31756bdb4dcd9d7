// The signature rule of PorticoAccount (contracts/erc4337/PorticoAccount.sol), in one place for the wallet that
// signs and the tests that check: the owner signs, with plain ECDSA and no prefix,
// keccak256(abi.encode(hash, account, chainId)), so an owner's signature of `hash` for its own address (or an
// EIP-191 / EIP-712 wrapping of it) is refused by the account, and one account's signature is not another's.
import { type Address, encodeAbiParameters, type Hex, keccak256 } from 'viem'

/**
 * What the owner of the PorticoAccount `account` on `chainId` signs so that `isValidSignature(hash, …)` accepts.
 *
 * @example
 * const signature = await owner.sign({ hash: porticoAccountDigest({ hash: hashMessage('hi'), account, chainId }) })
 */
export function porticoAccountDigest({
  hash,
  account,
  chainId,
}: {
  hash: Hex
  account: Address
  chainId: number
}): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'address' }, { type: 'uint256' }],
      [hash, account, BigInt(chainId)],
    ),
  )
}
