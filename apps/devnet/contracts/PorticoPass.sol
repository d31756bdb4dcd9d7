// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "./ERC721.sol";
import {Owned} from "./Owned.sol";

/// @notice Test NFT collection. tokenURI is `${baseURI}${tokenId}.json`, served by the devnet's HTTP server.
contract PorticoPass is ERC721, Owned {
    string public baseURI;
    uint256 public totalSupply;

    constructor(string memory baseURI_) ERC721("Portico Pass", "PASS") Owned(msg.sender) {
        baseURI = baseURI_;
    }

    /// @notice Mints the next id (ids start at 1).
    function mint(address to) external onlyOwner returns (uint256 tokenId) {
        tokenId = ++totalSupply;
        _mint(to, tokenId);
    }

    function setBaseURI(string calldata baseURI_) external onlyOwner {
        baseURI = baseURI_;
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        ownerOf(tokenId);
        return string.concat(baseURI, _toString(tokenId), ".json");
    }

    function _toString(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 v = value; v != 0; v /= 10) digits++;
        bytes memory buffer = new bytes(digits);
        while (value != 0) {
            buffer[--digits] = bytes1(uint8(48 + (value % 10)));
            value /= 10;
        }
        return string(buffer);
    }
}
