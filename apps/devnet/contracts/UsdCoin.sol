// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "./ERC20.sol";
import {Owned} from "./Owned.sol";

/// @notice USDC-like test stablecoin: 6 decimals, minted by the owner.
contract UsdCoin is ERC20, Owned {
    constructor() ERC20("USD Coin", "USDC", 6) Owned(msg.sender) {}

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
