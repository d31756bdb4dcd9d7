// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@account-abstraction/contracts/interfaces/ISenderCreator.sol";
import "./PorticoAccount.sol";

/**
 * Makes PorticoAccounts (ERC-1967 proxies over one implementation) at CREATE2 addresses of (owner, salt).
 * `createAccount` is called only by the EntryPoint's SenderCreator, i.e. from a user operation's
 * factory/factoryData (as v0.8's SimpleAccountFactory); it returns the account when it exists already.
 * `getAddress` tells the address before deployment.
 *
 * `deployForSignature` is the ERC-6492 route: a signature of an account not yet deployed carries this factory and
 * that call, and a verifier (a universal signature validator, usually in an eth_call) makes it before asking the
 * account for ERC-1271. A verifier is any contract, so this route is open to every caller. It gives a caller
 * nothing: the address commits to the owner, who alone controls the account from its first instant (the proxy is
 * initialized in its constructor). Its one effect on the owner: an operation that deploys the account through
 * `createAccount` while someone else deployed it first is refused (AA10), and the wallet sends it again without.
 *
 * Every account of a factory shares one implementation, and so one DelegationManager: the contract its
 * `executeFromExecutor` accepts (see PorticoAccount), given to the factory's constructor.
 */
contract PorticoAccountFactory {
    PorticoAccount public immutable accountImplementation;
    ISenderCreator public immutable senderCreator;

    constructor(IEntryPoint anEntryPoint, address aDelegationManager) {
        accountImplementation = new PorticoAccount(anEntryPoint, aDelegationManager);
        senderCreator = anEntryPoint.senderCreator();
    }

    function createAccount(address owner, uint256 salt) public returns (PorticoAccount account) {
        require(msg.sender == address(senderCreator), "only callable from SenderCreator");
        return deploy(owner, salt);
    }

    /** ERC-6492's deployment of the owner's account (see the contract's comment); the account if it exists. */
    function deployForSignature(address owner, uint256 salt) external returns (PorticoAccount account) {
        return deploy(owner, salt);
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes memory args = abi.encode(address(accountImplementation), initCall(owner));
        return Create2.computeAddress(
            bytes32(salt), keccak256(abi.encodePacked(type(ERC1967Proxy).creationCode, args))
        );
    }

    function deploy(address owner, uint256 salt) private returns (PorticoAccount) {
        address existing = getAddress(owner, salt);
        if (existing.code.length > 0) return PorticoAccount(payable(existing));
        return PorticoAccount(
            payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), initCall(owner)))
        );
    }

    function initCall(address owner) private pure returns (bytes memory) {
        return abi.encodeCall(SimpleAccount.initialize, (owner));
    }
}
