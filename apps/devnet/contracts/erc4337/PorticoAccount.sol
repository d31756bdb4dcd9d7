// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";

/**
 * The embedded wallet's smart account (ERC-4337 v0.8): a SimpleAccount owned by the wallet's EVM key that also
 * answers ERC-1271 `isValidSignature` and lets one DelegationManager execute for it.
 *
 * The rule of its signatures (ERC-1271): for a hash `hash`, the owner signs, with plain ECDSA and no prefix,
 *
 *     keccak256(abi.encode(hash, address(this), block.chainid))
 *
 * so a signature the owner made for its own address (of `hash` itself, or of its EIP-191 or EIP-712 wrapping)
 * is not this account's, and one made for this account is not another account's, nor this account's on
 * another chain. The wallet writes the same rule in TypeScript (`porticoAccountDigest`, exported by the devnet
 * package's contracts entry).
 *
 * The rule of delegated execution (ERC-7710 sessions): `executeFromExecutor` makes the account call out, and only
 * the DelegationManager fixed at construction (the same for every account of a factory) may call it. That
 * contract (the MetaMask Delegation Framework's) calls it when a delegate redeems a delegation whose delegator is
 * this account, after checking the delegation's signature with this account's `isValidSignature` (so the owner
 * signed it by the rule above), that the account has not disabled it, and its caveats (spending limits, expiry,
 * targets). The account trusts that contract for all of those checks: whatever a delegation the owner signed
 * allows, its delegate can make this account do without asking the owner again. One call is refused whatever the
 * caveats say: a call to the account itself (`ExecutorCannotCallAccount`), since the owner-only functions (an
 * upgrade, a withdrawal of the EntryPoint deposit) accept calls from the account. The owner ends a delegation by
 * having the account call the DelegationManager's `disableDelegation`.
 *
 * The execution's encoding is ERC-7579's. `mode` byte 0 (call type): 0x00 one call, `executionCalldata` =
 * `abi.encodePacked(target, value, callData)`; 0x01 a batch, `abi.encode(Execution[])`. Byte 1 (exec type): only
 * 0x00, a failed call reverts the whole execution with the callee's revert data. Any other call or exec type
 * reverts (`UnsupportedExecutionMode`); the rest of `mode` is not read.
 */
contract PorticoAccount is SimpleAccount, IERC1271 {
    /** One call of an ERC-7579 batch. */
    struct Execution {
        address target;
        uint256 value;
        bytes callData;
    }

    bytes4 private constant ERC1271_MAGIC = 0x1626ba7e;
    bytes4 private constant ERC1271_INVALID = 0xffffffff;
    bytes1 private constant CALLTYPE_SINGLE = 0x00;
    bytes1 private constant CALLTYPE_BATCH = 0x01;
    bytes1 private constant EXECTYPE_DEFAULT = 0x00;
    /** A single execution's fixed part: a 20-byte target and a 32-byte value. */
    uint256 private constant SINGLE_HEADER_LENGTH = 52;

    /** The one contract allowed to call `executeFromExecutor` (see the contract's comment). */
    address public immutable delegationManager;

    error OnlyDelegationManager(address caller);
    error UnsupportedExecutionMode(bytes32 mode);
    error InvalidExecutionCalldata();
    error ExecutorCannotCallAccount();

    constructor(IEntryPoint anEntryPoint, address aDelegationManager) SimpleAccount(anEntryPoint) {
        delegationManager = aDelegationManager;
    }

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

    /**
     * ERC-7579's execution by an executor, here only the DelegationManager (see the contract's comment). Returns
     * each call's return data, in order.
     */
    function executeFromExecutor(bytes32 mode, bytes calldata executionCalldata)
        external
        payable
        returns (bytes[] memory results)
    {
        if (msg.sender != delegationManager) revert OnlyDelegationManager(msg.sender);
        if (mode[1] != EXECTYPE_DEFAULT) revert UnsupportedExecutionMode(mode);
        if (mode[0] == CALLTYPE_SINGLE) {
            if (executionCalldata.length < SINGLE_HEADER_LENGTH) revert InvalidExecutionCalldata();
            results = new bytes[](1);
            results[0] = callOrRevert(
                address(bytes20(executionCalldata[:20])),
                uint256(bytes32(executionCalldata[20:SINGLE_HEADER_LENGTH])),
                executionCalldata[SINGLE_HEADER_LENGTH:]
            );
        } else if (mode[0] == CALLTYPE_BATCH) {
            Execution[] memory executions = abi.decode(executionCalldata, (Execution[]));
            results = new bytes[](executions.length);
            for (uint256 i = 0; i < executions.length; i++) {
                results[i] = callOrRevert(executions[i].target, executions[i].value, executions[i].callData);
            }
        } else {
            revert UnsupportedExecutionMode(mode);
        }
    }

    /**
     * ERC-165: the token callbacks (SimpleAccount's), ERC-1271, and `executeFromExecutor` alone (its selector
     * `0xd691c964`; the account does not implement the rest of ERC-7579's execution interface).
     */
    function supportsInterface(bytes4 interfaceId) external pure override returns (bool) {
        return interfaceId == type(IERC165).interfaceId || interfaceId == type(IERC721Receiver).interfaceId
            || interfaceId == type(IERC1155Receiver).interfaceId || interfaceId == type(IERC1271).interfaceId
            || interfaceId == this.executeFromExecutor.selector;
    }

    /**
     * The call's return data; when it fails, reverts with the callee's revert data. Never a call to the account
     * itself (see the contract's comment).
     */
    function callOrRevert(address target, uint256 value, bytes memory callData) private returns (bytes memory) {
        if (target == address(this)) revert ExecutorCannotCallAccount();
        (bool ok, bytes memory result) = target.call{value: value}(callData);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }
}
