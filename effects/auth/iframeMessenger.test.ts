import { describe, expect, it } from 'vitest'
import { FrameError, MAX_FRAME_MESSAGE_LENGTH } from './errors.js'
import { FRAME_ORIGIN, fakeFramePage } from '../../test/helpers/fakeFramePage.js'

const ORIGIN = FRAME_ORIGIN
const fakePage = () => fakeFramePage()

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('iframeMessenger', () => {
  it('behavior: RPC_REQUEST goes to the frame’s origin after READY; _SUCCESS resolves with its payload', async () => {
    const page = fakePage()
    page.fromFrame({ type: '@gatehouse-frame/READY' })
    page.runTimers() // SPEC §9: 500 ms after READY
    const answer = page.messenger.call('RPC_REQUEST', { chainId: 1, method: 'eth_chainId' })
    await settle()
    expect(page.sent).toEqual([
      {
        message: { id: 'id-1', type: '@gatehouse-app/RPC_REQUEST', payload: { chainId: 1, method: 'eth_chainId' } },
        origin: ORIGIN,
      },
    ])
    page.fromFrame({ id: 'id-1', type: '@gatehouse-frame/RPC_REQUEST_SUCCESS', payload: { result: '0x1' } })
    expect(await answer).toEqual({ result: '0x1' })
  })

  it('error: _ERROR { message, code } rejects with a FrameError carrying the code; without a message it is "An error occurred"', async () => {
    const page = fakePage()
    page.fromFrame({ type: '@gatehouse-frame/READY' })
    page.runTimers()
    const refused = page.messenger.call('RPC_REQUEST', { chainId: 1, method: 'personal_sign', params: ['hi', '0x0'] })
    const bare = page.messenger.call('RPC_REQUEST', { chainId: 1, method: 'eth_accounts' })
    await settle()
    page.fromFrame({
      id: 'id-1',
      type: '@gatehouse-frame/RPC_REQUEST_ERROR',
      payload: { message: 'Not your address.', code: 4100 },
    })
    page.fromFrame({ id: 'id-2', type: '@gatehouse-frame/RPC_REQUEST_ERROR', payload: {} })
    const [one, two] = await Promise.allSettled([refused, bare])
    expect(one).toMatchObject({ status: 'rejected', reason: expect.any(FrameError) })
    expect((one as PromiseRejectedResult).reason.toData()).toEqual({
      name: 'FrameError',
      shortMessage: 'Not your address.',
      code: 4100,
    })
    expect((two as PromiseRejectedResult).reason.toData()).toEqual({
      name: 'FrameError',
      shortMessage: 'An error occurred',
    })
  })
  it('error: a 2 MB _ERROR message is cut to MAX_FRAME_MESSAGE_LENGTH characters, bidi controls removed, whole length in the details', async () => {
    const page = fakePage()
    page.fromFrame({ type: '@gatehouse-frame/READY' })
    page.runTimers()
    const call = page.messenger.call('CONNECT_OTP', { otp: '123456' })
    await settle()
    const huge = `\u202E${'x'.repeat(2_000_000)}`
    page.fromFrame({ id: 'id-1', type: '@gatehouse-frame/CONNECT_OTP_ERROR', payload: { message: huge } })
    const error = (await call.catch((e: unknown) => e)) as FrameError
    expect(error).toBeInstanceOf(FrameError)
    expect(error.shortMessage).toBe(`${'x'.repeat(MAX_FRAME_MESSAGE_LENGTH - 1)}…`)
    expect(error.message.length).toBeLessThan(MAX_FRAME_MESSAGE_LENGTH + 200)
    expect(error.details).toContain('2000001 characters')
    expect(JSON.stringify(error.toData()).length).toBeLessThan(MAX_FRAME_MESSAGE_LENGTH + 100)
  })
})
