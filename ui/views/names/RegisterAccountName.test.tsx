// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import type { EventInput, Stamped } from '../../../src/events/index.js'
import { createTestGatehouse } from '../../../src/testing/helpers.js'
import { GatehouseProvider } from '../../core/context.js'
import RegisterAccountNameView from './RegisterAccountName.js'
import RegisterAccountNameSuccessView from './RegisterAccountNameSuccess.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.replaceChildren()
})

/** The view over the read models `events` make; returns what the view emits from then on. */
async function render(view: ReactNode, events: EventInput[] = []) {
  const g = createTestGatehouse({ effects: {} })
  await g.ready
  for (const e of events) g.emit(e)
  const emitted: Stamped[] = []
  g.events$.subscribe((e) => emitted.push(e))
  const container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  await act(async () => root!.render(<GatehouseProvider gatehouse={g}>{view}</GatehouseProvider>))
  return { g, emitted, container }
}

/** Types `text` into the field as React sees an input event. */
async function type(container: HTMLElement, text: string) {
  const input = container.querySelector<HTMLInputElement>('#gh-name')!
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  await act(async () => {
    setter.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const note = (container: HTMLElement) => container.querySelector('#gh-name-note')?.textContent
const register = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === 'Register')!
const suggested = (name: string, registered: boolean): EventInput => ({
  type: 'NameSuggestionsFetched',
  data: {
    name,
    suggestions: [
      { name: `${name}.reown.id`, registered },
      { name: `${name}-app.reown.id`, registered: false },
    ],
  },
})

describe('RegisterAccountName', () => {
  it('default: the field, the rule, and Register disabled', async () => {
    const { container } = await render(<RegisterAccountNameView />)
    expect(container.querySelector('label')?.textContent).toBe('Name')
    expect(container.textContent).toContain('Letters, digits and hyphens only, at least 4 characters')
    expect(register(container).disabled).toBe(true)
  })

  it("error (SPEC §5): a name against the rule says which part, asks for no suggestions and can't be registered", async () => {
    const { container, emitted } = await render(<RegisterAccountNameView />)
    await type(container, 'ab!')
    expect(note(container)).toBe('Letters, digits and hyphens only')
    await type(container, 'abc')
    expect(note(container)).toBe('At least 4 characters')
    expect(container.querySelector('#gh-name')?.getAttribute('aria-invalid')).toBe('true')
    expect(register(container).disabled).toBe(true)
    expect(emitted.filter((e) => e.type === 'NameSuggestionsRequested')).toEqual([])
  })

  it('behavior: typing asks for suggestions (lower case); a taken name is refused, an available one is registered; a suggestion fills the field', async () => {
    const { g, container, emitted } = await render(<RegisterAccountNameView />)
    await type(container, 'Alice')
    expect(emitted.at(-1)).toMatchObject({ type: 'NameSuggestionsRequested', data: { name: 'alice' } })
    expect(note(container)).toBe('Checking alice.reown.id')
    await act(async () => void g.emit(suggested('alice', true)))
    expect(note(container)).toBe('alice.reown.id is taken')
    expect(register(container).disabled).toBe(true)
    // The free suggestion, as a button that fills the field.
    const other = [...container.querySelectorAll('button')].find((b) => b.textContent === 'alice-app.reown.id')!
    await act(async () => other.click())
    expect(container.querySelector<HTMLInputElement>('#gh-name')?.value).toBe('alice-app')
    await act(async () => void g.emit(suggested('alice-app', false)))
    expect(note(container)).toBe('alice-app.reown.id is available')
    await act(async () => register(container).click())
    expect(emitted.at(-1)).toMatchObject({ type: 'NameRegisterRequested', data: { name: 'alice-app' } })
  })

  it('error: back from a failure, the name asked for is in the field with the error (a taken name, a declined signature)', async () => {
    const { container } = await render(<RegisterAccountNameView />, [
      { type: 'NameRegisterRequested', data: { name: 'carol' } },
      {
        type: 'NameRegisterFailed',
        data: { name: 'carol', error: { name: 'NameTakenError', shortMessage: 'The name is already registered' } },
      },
    ])
    expect(container.querySelector<HTMLInputElement>('#gh-name')?.value).toBe('carol')
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('carol.reown.id is taken')
    expect(register(container).disabled).toBe(true)
    act(() => root?.unmount())
    const declined = await render(<RegisterAccountNameView />, [
      {
        type: 'NameRegisterFailed',
        data: { name: 'carol', error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected', code: 4001 } },
      },
    ])
    expect(declined.container.querySelector('[role="alert"]')?.textContent).toBe('Signature declined')
    // A declined signature may be tried again; a taken name may not.
    expect(register(declined.container).disabled).toBe(false)
  })
})

describe('RegisterAccountNameSuccess', () => {
  it('behavior (SPEC §4): the wait while the wallet signs, then the name and Done back to Account', async () => {
    const { g, container, emitted } = await render(<RegisterAccountNameSuccessView />, [
      { type: 'NameRegisterRequested', data: { name: 'carol' } },
    ])
    expect(container.textContent).toBe('Sign the message in your wallet to register carol.reown.id')
    await act(async () => void g.emit({ type: 'NameRegistered', data: { name: 'carol.reown.id', address: '0xabc' } }))
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'carol.reown.id is now the name of your account',
    )
    await act(async () => container.querySelector('button')!.click())
    expect(emitted.at(-1)).toMatchObject({ type: 'NavigateRequested', data: { mode: 'reset', view: 'Account' } })
  })
})
