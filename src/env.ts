/**
 * Development/test mode: guards on (frozen events and read models, plain-JSON
 * checks). Bundlers replace `process.env.NODE_ENV`, so production builds drop it;
 * a page without a bundler has no `process` and runs without the guards.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production'
  } catch {
    return false
  }
}
