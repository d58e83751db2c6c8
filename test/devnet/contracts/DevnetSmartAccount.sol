// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.23;

import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@account-abstraction/contracts/samples/SimpleAccount.sol";

/// The devnet's smart account: the SimpleAccount of account-abstraction 0.7.0, plus ERC-1271 so that what its
/// owner signs verifies as the account's signature (the published sample has no isValidSignature, so no app could
/// check a message it signed).
contract DevnetSmartAccount is SimpleAccount, IERC1271 {
    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /// ERC-1271: valid when the owner's ECDSA signature is over `hash` itself (the EIP-191 or EIP-712 digest the
    /// verifier computed), so an app verifies it with the same hash it would recover an EOA's signature from.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address recovered, ECDSA.RecoverError error, ) = ECDSA.tryRecover(hash, signature);
        if (error == ECDSA.RecoverError.NoError && recovered == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }
}

/// SimpleAccountFactory for DevnetSmartAccount: the same createAccount / getAddress, so the account's address is the
/// CREATE2 address of (owner, salt), known before it is deployed.
contract DevnetSmartAccountFactory {
    DevnetSmartAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new DevnetSmartAccount(anEntryPoint);
    }

    /// Deploys the owner's account, or returns it when it exists (the EntryPoint calls this only for a new one).
    function createAccount(address owner, uint256 salt) public returns (DevnetSmartAccount ret) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return DevnetSmartAccount(payable(addr));
        ret = DevnetSmartAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation),
                    abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
    }

    /// The counterfactual address createAccount deploys to.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return
            Create2.computeAddress(
                bytes32(salt),
                keccak256(
                    abi.encodePacked(
                        type(ERC1967Proxy).creationCode,
                        abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                    )
                )
            );
    }
}
