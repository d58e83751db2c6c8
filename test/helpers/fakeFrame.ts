// A fake secure frame for the frame effects' and the auth adapter's tests: it answers app events
// from handlers (throw to fail; no handler is the frame's error without a message) and records
// every call, payloads included (the frame may see an OTP code; the log may not).
import type { FrameMessenger, FramePopup } from '../../src/frame.js'
import { FrameError } from '../../effects/auth/errors.js'

/** Answers one app event's payload. */
export type FrameHandler = (payload: Record<string, unknown>) => unknown

/** A fake frame messenger and the calls it got. */
export function fakeFrame(handlers: Record<string, FrameHandler>, popup: FramePopup | null = null) {
  const calls: Array<{ type: string; payload: Record<string, unknown> }> = []
  const messenger: FrameMessenger = {
    async call(type, payload) {
      calls.push({ type, payload })
      const handler = handlers[type]
      if (!handler) throw new FrameError(null)
      return handler(payload)
    },
    openPopup: () => popup,
  }
  return { messenger, calls }
}

/** The frame's test account: an EOA on chain 1. */
export const FRAME_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The user the frame answers GET_USER with for a login by `email`: the test account, an EOA on chain 1. */
export const frameUser = (email = 'a@example.com') => ({
  email,
  address: FRAME_ADDRESS,
  chainId: 1,
  accounts: [{ address: FRAME_ADDRESS, type: 'eoa' }],
  userName: null,
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
})
