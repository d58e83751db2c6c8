// SPDX-License-Identifier: MIT
// The devnet's test token: OpenZeppelin 4.9's ERC20 with the decimals chosen at
// deployment (6 like USDC, 18 like most tokens) and the whole supply minted to one
// holder. Compiled by compile.mjs into DevToken.json; the devnet deploys that bytecode.
pragma solidity ^0.8.20;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";

contract DevToken is ERC20 {
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 supply, address holder)
        ERC20(name_, symbol_)
    {
        _decimals = decimals_;
        _mint(holder, supply);
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}
