// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice ERC-721 safe-transfer receiver hook.
interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}
