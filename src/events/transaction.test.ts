import { describe, expect, it } from 'vitest'
import { NotPlainJsonError, SecretInEventError } from '../errors/core.js'
import { readRecord } from '../log/records.js'
import { validateEventInput } from './index.js'

const record = (type: string, data: unknown) => ({
  seq: 1,
  id: 'e1',
  at: 0,
  v: 1,
  source: 'app',
  causationId: null,
  ephemeral: false,
  type,
  data,
})

describe('transaction events', () => {
  it('default: records written before namespace, params and result still read as they were', () => {
    const queued = readRecord(
      record('TxQueued', {
        requestId: 'r1',
        chainId: 'eip155:1',
        method: 'eth_sendTransaction',
        to: '0xdef',
        value: '1',
        unsafe: true,
        embedded: true,
      }),
    )
    expect(queued).toMatchObject({ ok: true })
    expect(readRecord(record('TxSucceeded', { requestId: 'r1' }))).toMatchObject({ ok: true })
  })

  it("behavior: a request carries its namespace and JSON-RPC params; a success carries the wallet's answer", () => {
    const params = [{ from: '0xabc', to: '0xdef', value: '0x1', data: '0x' }]
    const { data } = validateEventInput({
      type: 'TxQueued',
      data: { requestId: 'r1', chainId: 'eip155:1', method: 'eth_sendTransaction', namespace: 'eip155', params },
    })
    expect(data).toEqual({
      requestId: 'r1',
      chainId: 'eip155:1',
      method: 'eth_sendTransaction',
      namespace: 'eip155',
      params,
    })
    expect(
      validateEventInput({ type: 'TxSucceeded', data: { requestId: 'r1', result: '0x' + 'ab'.repeat(32) } }).data,
    ).toMatchObject({ result: '0x' + 'ab'.repeat(32) })
    expect(
      validateEventInput({ type: 'TxSucceeded', data: { requestId: 'r1', result: { atomic: true, calls: [] } } }).data,
    ).toMatchObject({ result: { atomic: true } })
  })

  it('error: open params and results are walked for secret-named fields (never persisted), unless the event is ephemeral', () => {
    const input = {
      type: 'TxQueued',
      data: {
        requestId: 'r1',
        chainId: 'eip155:1',
        method: 'eth_signTypedData_v4',
        params: ['0xabc', { message: { password: 'x' } }],
      },
    }
    expect(() => validateEventInput(input)).toThrow(SecretInEventError)
    expect(() =>
      validateEventInput({ type: 'TxSucceeded', data: { requestId: 'r1', result: { privateKey: '0x1' } } }),
    ).toThrow(/data\.result\.privateKey/)
    // Read-only requests travel as ephemeral events, never stored.
    expect(() => validateEventInput(input, true)).not.toThrow()
  })

  it('error: params and results must be plain JSON', () => {
    expect(() => validateEventInput({ type: 'TxSucceeded', data: { requestId: 'r1', result: 1n } })).toThrow(
      NotPlainJsonError,
    )
  })
})
