// Bitcoin networks (SPEC §3). The address check is in ./bitcoinAddress.ts: this module is in an app's initial
// chunk (the networks use its ids), and a bundler places a module's code where the module is, so a check kept
// here would put its loader (and the bundler's import helpers) in the initial JS once any lazy code called it.

/** The Bitcoin networks of SPEC §3. */
export type BitcoinNetwork = 'mainnet' | 'testnet'

/** CAIP-2 ids of the Bitcoin networks (genesis block hash prefix, CAIP-4). */
export const BITCOIN_CAIP_IDS = {
  mainnet: 'bip122:000000000019d6689c085ae165831e93',
  testnet: 'bip122:000000000933ea01ad0ee984209779ba',
} as const
