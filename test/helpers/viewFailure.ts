// The dialog's failure screen in a DOM unit test (ui/shell/ViewBoundary.tsx): the modal open on Account for a
// connected account, then on WalletReceive, whose chunk or texts the test's mock of the network fails.
import { act } from 'react'
import { expect, vi } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { mountModal, type MountedModal } from './mountModal.js'

// A module's first import is transformed then and there: slow on a loaded machine.
const WAIT = { timeout: 10_000 }
const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The failure screen's text in the dialog's body, or null when the view shows. */
export const failureText = (m: MountedModal): string | null =>
  m.shadow().querySelector('.gh-body [role="alert"]')?.textContent ?? null

/** React's report of the error its boundary caught, silenced for the test (and restored after it). */
export function silenceCaughtErrors(): ReturnType<typeof vi.spyOn> {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined)
}

/** The modal on Account, then moved to WalletReceive, until the dialog shows its failure screen. */
export async function openReceiveUntilFailure(): Promise<MountedModal> {
  const m = await mountModal(
    [
      createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: ME }),
      createEvent('ModalOpened', { view: 'Account' }),
    ],
    (x) => x.button('Copy address'),
  )
  act(() => void m.g.emit(createEvent('ModalOpened', { view: 'WalletReceive' })))
  await vi.waitFor(async () => {
    await act(async () => {})
    expect(failureText(m)).toBe('This screen could not be loaded.Try again')
  }, WAIT)
  return m
}

/** Presses Try again and waits until the failure screen has gone and `shown` holds. */
export async function tryAgainUntil(m: MountedModal, shown: () => void): Promise<void> {
  act(() => m.button('Try again').click())
  await vi.waitFor(async () => {
    await act(async () => {})
    expect(failureText(m)).toBeNull()
    shown()
  }, WAIT)
}
