// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal contract account for the sign-in tests: EIP-1271, valid when its owner signed the hash.
contract SiwxAccount {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys SiwxAccounts at CREATE2 addresses, so that an account can sign in (EIP-6492) before it exists.
contract SiwxAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new SiwxAccount{salt: salt}(owner));
    }
}
