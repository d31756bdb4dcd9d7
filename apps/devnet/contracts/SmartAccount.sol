// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Minimal smart account: an owner EOA executes calls through it, and ERC-1271 accepts the owner's
/// signatures over the given hash (EIP-191 and EIP-712 digests) or over its EIP-191 personal-sign wrapping.
contract SmartAccount {
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    bytes4 internal constant ERC1271_MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant ERC1271_INVALID = 0xffffffff;
    uint256 private constant HALF_CURVE_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    event Executed(address indexed target, uint256 value, bytes data);

    error Unauthorized(address caller);
    error CallFailed(uint256 index, bytes reason);

    modifier onlyOwnerOrSelf() {
        if (msg.sender != owner && msg.sender != address(this)) revert Unauthorized(msg.sender);
        _;
    }

    constructor(address owner_) {
        owner = owner_;
        emit OwnershipTransferred(address(0), owner_);
    }

    receive() external payable {}

    function execute(address target, uint256 value, bytes calldata data)
        external
        payable
        onlyOwnerOrSelf
        returns (bytes memory result)
    {
        result = _call(0, target, value, data);
    }

    function executeBatch(Call[] calldata calls) external payable onlyOwnerOrSelf returns (bytes[] memory results) {
        results = new bytes[](calls.length);
        for (uint256 i; i < calls.length; i++) {
            results[i] = _call(i, calls[i].target, calls[i].value, calls[i].data);
        }
    }

    function transferOwnership(address newOwner) external onlyOwnerOrSelf {
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        address signer = _recover(hash, signature);
        if (signer == address(0)) return ERC1271_INVALID;
        if (signer == owner) return ERC1271_MAGIC_VALUE;
        bytes32 personal = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", hash));
        return _recover(personal, signature) == owner ? ERC1271_MAGIC_VALUE : ERC1271_INVALID;
    }

    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC721Received.selector;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x1626ba7e // ERC-1271
            || interfaceId == 0x150b7a02; // ERC-721 receiver
    }

    function _call(uint256 index, address target, uint256 value, bytes calldata data) private returns (bytes memory) {
        (bool ok, bytes memory result) = target.call{value: value}(data);
        if (!ok) revert CallFailed(index, result);
        emit Executed(target, value, data);
        return result;
    }

    /// @dev Returns address(0) for malformed or malleable signatures.
    function _recover(bytes32 hash, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_CURVE_ORDER || (v != 27 && v != 28)) return address(0);
        return ecrecover(hash, v, r, s);
    }
}
