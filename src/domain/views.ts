import * as z from 'zod/mini'

/** The views of the modal (SPEC §2). */
export const VIEWS = [
  'Connect',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'AllWallets',
  'Account',
  'UnsupportedChain',
  'ApproveTransaction',
  'Swap',
  'SIWXSignMessage',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  // Ours beyond SPEC §2's list: the wallet features of SPEC §9 (onramp, swaps, receive, send) need screens of their own.
  'WalletSend',
  'WalletReceive',
  'OnRamp',
] as const

/** A view of the modal (SPEC §2). */
export type View = (typeof VIEWS)[number]

/** Schema of a view name. */
export const ViewSchema = z.enum(VIEWS)
