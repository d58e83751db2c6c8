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
] as const

/** A view of the modal (SPEC §2). */
export type View = (typeof VIEWS)[number]

/** Schema of a view name. */
export const ViewSchema = z.enum(VIEWS)
