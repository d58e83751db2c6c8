import { describe, expect, it } from 'vitest'
import { defaultOnrampOptions, estimateQuote } from '../../src/domain/onramp.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { onrampProjection } from './onramp.projection.js'
import {
  selectCoinbaseTransactions,
  selectOnrampOptions,
  selectOnrampQuote,
  selectOnrampUrl,
} from './onramp.selectors.js'

const run = (...events: EventInput[]) => ({ onramp: runProjection(onrampProjection, stampEvents(events)) })
const form = (amount: string) =>
  createEvent('OnrampFormEdited', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount })
const quote = { ...estimateQuote({ amountCents: 10_000n, paymentCurrency: 'USD', symbol: 'USDC' }), quoteId: 'q-1' }
const error = { name: 'HttpRequestError', shortMessage: 'HTTP status code: 503', code: 503 }

describe('onramp projection', () => {
  it('default: nothing asked yet', () => {
    const state = run()
    expect(state.onramp).toEqual({})
    expect(selectOnrampOptions(state)).toEqual({ status: 'idle' })
    expect(selectOnrampQuote(state)).toEqual({ status: 'idle' })
    expect(selectOnrampUrl(state)).toEqual({ status: 'idle' })
    expect(selectCoinbaseTransactions(state)).toEqual([])
  })

  it('behavior (SPEC §3, §8): options from the API, or the defaults after a failure, read through the options schema', () => {
    const options = defaultOnrampOptions()
    expect(
      selectOnrampOptions(run(createEvent('OnrampFetched', { call: 'options', response: { ...options } }))),
    ).toEqual({ status: 'ready', value: options, fallback: false })
    const fellBack = run(
      createEvent('OnrampFailed', { call: 'options', error }),
      createEvent('OnrampFetched', { call: 'options', response: { ...options }, fallback: true }),
    )
    expect(selectOnrampOptions(fellBack)).toEqual({ status: 'ready', value: options, fallback: true })
    expect(selectOnrampOptions(run(createEvent('OnrampFailed', { call: 'options', error })))).toEqual({
      status: 'failed',
      error,
    })
  })

  it('behavior: a form edit drops the quote, the checkout URL and the checkout of the form before; the options stay', () => {
    const state = run(
      createEvent('OnrampFetched', { call: 'options', response: { ...defaultOnrampOptions() } }),
      form('100'),
      createEvent('OnrampFetched', { call: 'quote', response: { ...quote } }),
      createEvent('OnrampCheckoutRequested', {}),
      createEvent('OnrampFetched', { call: 'url', response: { url: 'https://pay.example/x' } }),
    )
    expect(selectOnrampQuote(state)).toEqual({ status: 'ready', value: quote, fallback: false })
    expect(selectOnrampUrl(state)).toEqual({ status: 'ready', value: 'https://pay.example/x', fallback: false })
    expect(state.onramp.checkout).toBeTypeOf('number')
    const edited = { onramp: runProjection(onrampProjection, stampEvents([form('120')]), state.onramp) }
    expect(edited.onramp.form).toEqual({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '120' })
    expect([edited.onramp.quote, edited.onramp.url, edited.onramp.checkout]).toEqual([undefined, undefined, undefined])
    expect(selectOnrampOptions(edited).status).toBe('ready')
  })

  it('behavior: the latest answer of a call wins: a failure, then SPEC §8 mocked quote marked fallback', () => {
    const state = run(
      form('100'),
      createEvent('OnrampFailed', { call: 'quote', error }),
      createEvent('OnrampFetched', { call: 'quote', response: { ...quote }, fallback: true }),
    )
    expect(selectOnrampQuote(state)).toEqual({ status: 'ready', value: quote, fallback: true })
    expect(selectOnrampUrl(run(createEvent('OnrampFailed', { call: 'url', error })))).toEqual({
      status: 'failed',
      error,
    })
  })

  it('behavior (SPEC §3 coinbaseTransactions): the onramp history as the history schema reads it', () => {
    const tx = {
      id: '0xabc',
      metadata: { minedAt: '2026-11-26T10:00:00.000Z', chain: 'eip155:1', operationType: 'buy' },
      transfers: [{ direction: 'in', quantity: { numeric: '50' }, fungible_info: { symbol: 'USDC' } }],
    }
    expect(
      selectCoinbaseTransactions(
        run(createEvent('OnrampFetched', { call: 'history', response: { data: [tx], next: null } })),
      ),
    ).toEqual([tx])
  })

  it('error: a stored response that does not match its schema counts as not asked, never a crash', () => {
    const state = run(
      createEvent('OnrampFetched', { call: 'options', response: { purchaseCurrencies: 'all' } }),
      createEvent('OnrampFetched', { call: 'quote', response: { coinbaseFee: 1 } }),
      createEvent('OnrampFetched', { call: 'url', response: { link: 'x' } }),
      createEvent('OnrampFetched', { call: 'history', response: { data: [{}] } }),
    )
    expect([selectOnrampOptions(state), selectOnrampQuote(state), selectOnrampUrl(state)]).toEqual([
      { status: 'idle' },
      { status: 'idle' },
      { status: 'idle' },
    ])
    expect(selectCoinbaseTransactions(state)).toEqual([])
  })
})
