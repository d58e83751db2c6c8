// The devnet for a vitest file: started before the file's first test, stopped after
// its last, so each file sees fresh chains and servers. Use at the top of a describe
// or of the file: `const devnet = useDevnet()`, then `devnet.info` inside tests.
import { afterAll, beforeAll } from 'vitest'
import type { DevnetInfo } from './info.js'
import { startDevnet, type Devnet, type StartDevnetOptions } from './start.js'

/** A devnet started for the current test file. */
export interface DevnetFixture {
  /** The running devnet (throws before beforeAll ran). */
  readonly devnet: Devnet
  readonly info: DevnetInfo
}

/** Starts a fresh devnet before the file's tests and stops it after them. */
export function useDevnet(options?: StartDevnetOptions): DevnetFixture {
  let current: Devnet | undefined
  beforeAll(async () => {
    current = await startDevnet(options)
  }, 30_000)
  afterAll(async () => {
    await current?.stop()
  })
  const running = () => {
    if (!current) throw new Error('useDevnet(): the devnet is not started yet (read it inside a test or a hook).')
    return current
  }
  return {
    get devnet() {
      return running()
    },
    get info() {
      return running().info
    },
  }
}
