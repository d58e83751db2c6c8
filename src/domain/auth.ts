// SPEC §5: social providers and theme mode (the configuration reads them at start-up; the email login's checks
// are in emailLogin.ts, which only the lazy login code and views import).
import * as z from 'zod/mini'
import { fail, ok, type Result } from './result.js'

/** SPEC §5: the social providers. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
/** A social provider (SPEC §5). */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
/** Schema of a social provider. */
export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS)

/** SPEC §5: theme mode light or dark. */
export const THEME_MODES = ['light', 'dark'] as const
/** A theme mode (SPEC §5). */
export type ThemeMode = (typeof THEME_MODES)[number]
/** SPEC §1: default theme mode dark. */
export const DEFAULT_THEME_MODE: ThemeMode = 'dark'

/** SPEC §5: a social provider. */
export function parseSocialProvider(input: unknown): Result<SocialProvider> {
  return (SOCIAL_PROVIDERS as readonly unknown[]).includes(input)
    ? ok(input as SocialProvider)
    : fail('invalidInput', 'Unknown social provider')
}

/** SPEC §5: a theme mode. */
export function parseThemeMode(input: unknown): Result<ThemeMode> {
  return (THEME_MODES as readonly unknown[]).includes(input)
    ? ok(input as ThemeMode)
    : fail('invalidInput', 'Expected light or dark')
}
