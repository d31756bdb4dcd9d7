// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice A local stand-in for Farcaster's IdRegistry on OP Mainnet: the part of its interface that Sign In With
/// Farcaster reads (`custodyOf`, `idOf`, `idCounter`, the `Register` and `Transfer` events), with registration
/// open to anyone. The devnet places its runtime code at the canonical address
/// 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b on a chain with id 10; storage starts empty, so the first fid is 1.
/// Test-only: the real registry registers through its gateway and moves an fid only with the recipient's signature.
contract FarcasterIdRegistry {
    /// @notice The last fid handed out.
    uint256 public idCounter;

    /// @notice The custody address of each fid (the zero address for an fid not registered).
    mapping(uint256 fid => address custody) public custodyOf;

    /// @notice The fid each custody address holds (0 for none).
    mapping(address custody => uint256 fid) public idOf;

    event Register(address indexed to, uint256 indexed id, address recovery);
    event Transfer(address indexed from, address indexed to, uint256 indexed id);

    /// @notice The address holds an fid already (an address holds at most one).
    error HasId();
    /// @notice The caller holds no fid.
    error HasNoId();
    /// @notice The zero address cannot hold an fid.
    error InvalidAddress();

    /// @notice Registers the next fid to `to`, which becomes its custody address.
    function register(address to) external returns (uint256 fid) {
        if (to == address(0)) revert InvalidAddress();
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        custodyOf[fid] = to;
        idOf[to] = fid;
        emit Register(to, fid, address(0));
    }

    /// @notice Moves the caller's fid to `to`, which holds none: `to` becomes its custody address.
    function transfer(address to) external {
        uint256 fid = idOf[msg.sender];
        if (fid == 0) revert HasNoId();
        if (to == address(0)) revert InvalidAddress();
        if (idOf[to] != 0) revert HasId();
        delete idOf[msg.sender];
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Transfer(msg.sender, to, fid);
    }
}
