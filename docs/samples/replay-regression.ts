import { expectReplayEquals, readModelsOf } from 'gatehouse-modal/testing'

// A regression test from a recorded session (the harness's Export log, or `await gatehouse.exportLog()`): after its
// Connected event (seq 7), the test wallet's account is connected on Ethereum. It throws ReplayMismatchError listing the paths that differ.
export function checkRecordedSession(log: unknown) {
  expectReplayEquals(
    log,
    {
      status: 'connected',
      connectorId: 'io.gatehouse.testwallet',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 'eip155:1',
      walletName: 'Gatehouse Test Wallet',
    },
    { atSeq: 7, select: (state) => state.connection.byNamespace.eip155 },
  )
}

// What to keep beside the log as the expected value: the read models (or a part) once the whole log is replayed.
export function recordExpected(log: unknown) {
  return readModelsOf(log, { select: (state) => state.connection })
}
