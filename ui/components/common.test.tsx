// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { ItemIcon } from './common.js'

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
})
