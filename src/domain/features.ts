// SPEC §1: the features an app can turn off (all on by default), the socials and their order, and the options off by
// default (legal checkbox, collapse wallets).

/** SPEC §1: the features (swaps, onramp, receive, send, email, history, analytics, allWallets), each on by default. */
export const FEATURES = ['swaps', 'onramp', 'receive', 'send', 'email', 'history', 'analytics', 'allWallets'] as const

/** A feature of SPEC §1. */
export type Feature = (typeof FEATURES)[number]

/** SPEC §1: the socials on by default, in their default order. */
export const SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

/** A social login of SPEC §1 (farcaster among them). */
export type Social = (typeof SOCIALS)[number]

/** SPEC §1: the switches that are off by default. */
export const OFF_BY_DEFAULT = ['legalCheckbox', 'collapseWallets'] as const

/** The `features` option: SPEC §1's features (each on unless false), the socials, and the switches off by default. */
export type FeaturesConfig = Partial<Record<Feature, boolean>> & {
  /** The social logins shown, in this order (default SPEC §1's: google, x, discord, farcaster, github, apple, facebook); false or [] shows none. */
  socials?: readonly Social[] | false
  /**
   * A checkbox the visitor ticks to accept the terms (`termsConditionsUrl`) and privacy policy (`privacyPolicyUrl`)
   * before any connect button works (default false; SPEC §1 "Legal checkbox … off by default").
   */
  legalCheckbox?: boolean
  /** The Connect view shows one "Continue with a wallet" entry instead of the list of wallets (default false). */
  collapseWallets?: boolean
}

/** Whether `feature` is on: only an explicit false turns one off. */
export function isFeatureOn(features: Readonly<Record<string, boolean>> | undefined, feature: Feature): boolean {
  return features?.[feature] !== false
}

/** Whether a switch that is off by default (SPEC §1: legal checkbox, collapse wallets) is on: only an explicit true. */
export function isSwitchOn(
  features: Readonly<Record<string, boolean>> | undefined,
  name: (typeof OFF_BY_DEFAULT)[number],
): boolean {
  return features?.[name] === true
}
