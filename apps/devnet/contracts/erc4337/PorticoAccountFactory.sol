// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@account-abstraction/contracts/interfaces/ISenderCreator.sol";
import "./PorticoAccount.sol";

/**
 * Makes PorticoAccounts (ERC-1967 proxies over one implementation) at CREATE2 addresses of (owner, salt).
 * `createAccount` is called only by the EntryPoint's SenderCreator, i.e. from a user operation's
 * factory/factoryData, so nobody can deploy an account outside an operation its owner signed; it returns the
 * account when it exists already. `getAddress` tells the address before deployment.
 */
contract PorticoAccountFactory {
    PorticoAccount public immutable accountImplementation;
    ISenderCreator public immutable senderCreator;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new PorticoAccount(anEntryPoint);
        senderCreator = anEntryPoint.senderCreator();
    }

    function createAccount(address owner, uint256 salt) public returns (PorticoAccount account) {
        require(msg.sender == address(senderCreator), "only callable from SenderCreator");
        address existing = getAddress(owner, salt);
        if (existing.code.length > 0) return PorticoAccount(payable(existing));
        account = PorticoAccount(
            payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), initCall(owner)))
        );
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes memory args = abi.encode(address(accountImplementation), initCall(owner));
        return Create2.computeAddress(
            bytes32(salt), keccak256(abi.encodePacked(type(ERC1967Proxy).creationCode, args))
        );
    }

    function initCall(address owner) private pure returns (bytes memory) {
        return abi.encodeCall(SimpleAccount.initialize, (owner));
    }
}
