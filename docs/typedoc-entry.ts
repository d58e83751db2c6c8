// The configuration reference's entry (docs/typedoc.json): the createGatehouse configuration type and the types its
// options name, as an app imports them. The reference pages are generated from their doc comments at docs build time.
export type {
  CustomWallet,
  DappMetadata,
  FeaturesConfig,
  GatehouseConfig,
  LogConfig,
  Social,
  ThemeModeSetting,
  ThemeVariable,
  ThemeVariables,
  WalletsConfig,
} from 'gatehouse-modal'
// The shapes of the `siwx` and `walletConnect` options, which the package does not export by name.
export type { SiwxOptions, SiwxStorage } from '../src/domain/siwxConfig.js'
export type { WalletConnectConfig } from '../src/api/walletConnect.js'
