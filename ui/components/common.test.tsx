// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { ItemIcon, RovingList, rovingTabIndex } from './common.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLElement
let root: Root
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

function mount(node: React.ReactNode) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root.render(node))
}

describe('ItemIcon', () => {
  it('behavior: an image URL is a decorative <img> (alt ""), with no inline style', () => {
    mount(<ItemIcon name="Rainbow" imageUrl="http://listing.test/getWalletImage/r" />)
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('http://listing.test/getWalletImage/r')
    expect(img?.getAttribute('alt')).toBe('')
    expect(img?.className).toBe('gh-icon')
    expect(img?.hasAttribute('style')).toBe(false)
    expect(container.textContent).toBe('')
  })

  it('default: without an image URL, the initial', () => {
    mount(<ItemIcon name=" rainbow" imageUrl={null} />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('R')
  })

  it('error: an image that fails to load gives way to the initial; a new URL is tried again', () => {
    mount(<ItemIcon name="Zerion" imageUrl="http://listing.test/broken" />)
    act(() => container.querySelector('img')!.dispatchEvent(new Event('error')))
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('Z')
    act(() => root.render(<ItemIcon name="Zerion" imageUrl="http://listing.test/other" />))
    expect(container.querySelector('img')?.getAttribute('src')).toBe('http://listing.test/other')
  })

  it('behavior: a drawn icon (a logo, an avatar) stands instead of the initial; an image still comes first, and gives way to the icon', () => {
    const logo = <svg data-logo="" />
    mount(<ItemIcon name="Ethereum" icon={logo} />)
    expect(container.querySelector('span.gh-icon[aria-hidden="true"] > svg[data-logo]')).not.toBeNull()
    expect(container.textContent).toBe('')
    act(() => root.render(<ItemIcon name="Ethereum" imageUrl="http://listing.test/broken" icon={logo} />))
    act(() => container.querySelector('img')!.dispatchEvent(new Event('error')))
    expect(container.querySelector('svg[data-logo]')).not.toBeNull()
    act(() => root.render(<ItemIcon name="Ethereum" icon={null} />))
    expect(container.textContent).toBe('E')
  })
})

describe('RovingList', () => {
  const List = (props: { names: string[] }) => (
    <RovingList label="Wallets">
      {props.names.map((name, i) => (
        <li key={name}>
          <button type="button" data-roving="" tabIndex={rovingTabIndex(i)}>
            {name}
          </button>
        </li>
      ))}
    </RovingList>
  )
  const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name) ?? null

  it('behavior: a render that takes the focused item away (a search narrowed the list) focuses the list Tab stop', () => {
    mount(<List names={['Rainbow', 'Zerion', 'Ledger Live']} />)
    act(() => button('Rainbow')?.focus())
    act(() => root.render(<List names={['Ledger Live']} />))
    expect(document.activeElement).toBe(button('Ledger Live'))
    // And again: the item it focused is tracked like one the visitor focused.
    act(() => root.render(<List names={['Trust Wallet']} />))
    expect(document.activeElement).toBe(button('Trust Wallet'))
  })

  it('behavior: focus the visitor moved out of the list stays where it is when the list changes', () => {
    mount(
      <>
        <input aria-label="Search wallet" />
        <List names={['Rainbow', 'Zerion']} />
      </>,
    )
    const search = container.querySelector('input') as HTMLInputElement
    act(() => button('Rainbow')?.focus())
    act(() => search.focus())
    act(() =>
      root.render(
        <>
          <input aria-label="Search wallet" />
          <List names={['Zerion']} />
        </>,
      ),
    )
    expect(document.activeElement).toBe(search)
  })

  it('edge: after a blur to no control (a click on the page), a later render does not pull focus back', async () => {
    mount(<List names={['Rainbow', 'Zerion']} />)
    act(() => button('Rainbow')?.focus())
    act(() => button('Rainbow')?.blur())
    await Promise.resolve() // the blur's check that the item is still on the page
    act(() => root.render(<List names={['Zerion']} />))
    expect(document.activeElement).toBe(document.body)
  })
})
