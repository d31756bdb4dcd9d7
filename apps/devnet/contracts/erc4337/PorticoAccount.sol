// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";

/**
 * The embedded wallet's smart account (ERC-4337 v0.8): a SimpleAccount owned by the wallet's EVM key that also
 * answers ERC-1271 `isValidSignature`.
 *
 * The rule of its signatures (ERC-1271): for a hash `hash`, the owner signs, with plain ECDSA and no prefix,
 *
 *     keccak256(abi.encode(hash, address(this), block.chainid))
 *
 * so a signature the owner made for its own address (of `hash` itself, or of its EIP-191 or EIP-712 wrapping)
 * is not this account's, and one made for this account is not another account's, nor this account's on
 * another chain. The wallet writes the same rule in TypeScript (`porticoAccountDigest`, exported by the devnet
 * package's contracts entry).
 */
contract PorticoAccount is SimpleAccount, IERC1271 {
    bytes4 private constant ERC1271_MAGIC = 0x1626ba7e;
    bytes4 private constant ERC1271_INVALID = 0xffffffff;

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /** What the owner signs for `hash` (see the contract's comment). */
    function signedDigest(bytes32 hash) public view returns (bytes32) {
        return keccak256(abi.encode(hash, address(this), block.chainid));
    }

    /** ERC-1271: `0x1626ba7e` when the owner signed `signedDigest(hash)`, `0xffffffff` otherwise. */
    function isValidSignature(bytes32 hash, bytes calldata signature) external view override returns (bytes4) {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(signedDigest(hash), signature);
        if (error != ECDSA.RecoverError.NoError || signer != owner) return ERC1271_INVALID;
        return ERC1271_MAGIC;
    }
}
