import { describe, expect, it } from 'vitest'
import { FrameError, MAX_FRAME_MESSAGE_LENGTH } from './errors.js'

describe('FrameError', () => {
  it('behavior: the frame’s message is trimmed; a message of exactly MAX_FRAME_MESSAGE_LENGTH is kept whole', () => {
    expect(new FrameError('  Not your address.\n').shortMessage).toBe('Not your address.')
    const whole = new FrameError('y'.repeat(MAX_FRAME_MESSAGE_LENGTH))
    expect(whole.shortMessage).toBe('y'.repeat(MAX_FRAME_MESSAGE_LENGTH))
    expect(whole.details).toBeUndefined()
  })

  it('behavior: a longer message is cut with "…" and its length told, after the call’s own details if any', () => {
    const long = 'z'.repeat(MAX_FRAME_MESSAGE_LENGTH + 1)
    const bare = new FrameError(long)
    expect(bare.shortMessage).toBe(`${'z'.repeat(MAX_FRAME_MESSAGE_LENGTH - 1)}…`)
    expect(bare.details).toBe('The frame answered an error (its message of 301 characters was cut)')
    expect(new FrameError(long, { details: 'SIGN_OUT failed in the frame' }).details).toBe(
      'SIGN_OUT failed in the frame (its message of 301 characters was cut)',
    )
  })

  it('behavior: the cut never splits a surrogate pair; one elsewhere in the message moves nothing', () => {
    const before = 'x'.repeat(MAX_FRAME_MESSAGE_LENGTH - 2)
    const split = new FrameError(`${before}😀${'x'.repeat(10)}`)
    expect(split.shortMessage).toBe(`${before}…`)
    const early = new FrameError(`😀${'x'.repeat(MAX_FRAME_MESSAGE_LENGTH)}`)
    expect(early.shortMessage).toBe(`😀${'x'.repeat(MAX_FRAME_MESSAGE_LENGTH - 3)}…`)
    expect(early.shortMessage).toHaveLength(MAX_FRAME_MESSAGE_LENGTH)
  })
})
