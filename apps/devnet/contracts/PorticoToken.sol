// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "./ERC20.sol";
import {ERC20Permit} from "./ERC20Permit.sol";
import {Owned} from "./Owned.sol";

/// @notice 18-decimal test token with EIP-2612 permit, minted by the owner.
contract PorticoToken is ERC20Permit, Owned {
    constructor() ERC20("Portico Token", "PTK", 18) Owned(msg.sender) {}

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
