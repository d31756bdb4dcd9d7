// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/core/BasePaymaster.sol";
import "@account-abstraction/contracts/core/Helpers.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/**
 * A verifying paymaster (ERC-4337 v0.8): it pays for a user operation that carries a signature of its signer
 * (the Portico API's paymaster service, ERC-7677) over the operation and a validity window.
 *
 * paymasterAndData = paymaster (20) | verification gas limit (16) | post-op gas limit (16) |
 *                    validUntil (6) | validAfter (6) | signature (65)
 *
 * The signer signs, as an EIP-191 personal message, `getHash(userOp, validUntil, validAfter)`: every field of the
 * operation but its own signature and the paymaster's signature, the chain and this contract.
 */
contract PorticoPaymaster is BasePaymaster {
    using UserOperationLib for PackedUserOperation;

    address public immutable verifyingSigner;

    uint256 private constant WINDOW_OFFSET = PAYMASTER_DATA_OFFSET;
    uint256 private constant SIGNATURE_OFFSET = PAYMASTER_DATA_OFFSET + 12;

    constructor(IEntryPoint anEntryPoint, address signer) BasePaymaster(anEntryPoint) {
        verifyingSigner = signer;
    }

    /** What the signer signs for `userOp` valid from `validAfter` until `validUntil` (seconds; 0: no end). */
    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        bytes32 paymasterGasLimits = bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET]);
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                paymasterGasLimits,
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    /** The validity window and the signature in a paymasterAndData. */
    function parsePaymasterAndData(bytes calldata paymasterAndData)
        public
        pure
        returns (uint48 validUntil, uint48 validAfter, bytes calldata signature)
    {
        validUntil = uint48(bytes6(paymasterAndData[WINDOW_OFFSET:WINDOW_OFFSET + 6]));
        validAfter = uint48(bytes6(paymasterAndData[WINDOW_OFFSET + 6:SIGNATURE_OFFSET]));
        signature = paymasterAndData[SIGNATURE_OFFSET:];
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        (uint48 validUntil, uint48 validAfter, bytes calldata signature) = parsePaymasterAndData(userOp.paymasterAndData);
        require(signature.length == 65, "PorticoPaymaster: signature is not 65 bytes");
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));
        (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, signature);
        bool failed = error != ECDSA.RecoverError.NoError || recovered != verifyingSigner;
        // No context: the EntryPoint calls no postOp.
        return ("", _packValidationData(failed, validUntil, validAfter));
    }
}
