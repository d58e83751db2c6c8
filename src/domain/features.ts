// SPEC §1: the features an app can turn off, all on by default.

/** SPEC §1: the features (swaps, onramp, receive, send, email, history, analytics, allWallets), each on by default. */
export const FEATURES = ['swaps', 'onramp', 'receive', 'send', 'email', 'history', 'analytics', 'allWallets'] as const

/** A feature of SPEC §1. */
export type Feature = (typeof FEATURES)[number]

/** The features an app configured; an absent one is on (SPEC §1: all on by default). */
export type FeaturesConfig = Partial<Record<Feature, boolean>>

/** Whether `feature` is on: only an explicit false turns one off. */
export function isFeatureOn(features: FeaturesConfig | undefined, feature: Feature): boolean {
  return features?.[feature] !== false
}
