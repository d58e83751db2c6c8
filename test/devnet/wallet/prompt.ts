// The wallet's approval prompt: a small panel of the page, in its own shadow root (the
// page's CSS cannot reach it, and it cannot reach the page), outside the modal. One
// request at a time, in order; Approve and Reject are real buttons, Escape rejects.
// It is a modal <dialog> shown with showModal(), like a wallet's own window: it sits in the
// top layer above the app's dialogs, which would otherwise make it inert, and while it asks
// the page behind it waits.
// Styles go through a constructed stylesheet, which a strict Content-Security-Policy
// (no 'unsafe-inline') allows, unlike a <style> element.
import type { ConsentRequest } from './provider.js'

/** What the prompt shows of a request (the EVM wallet's ConsentRequest has more; the Solana wallet sends just this). */
export type PromptRequest = Pick<ConsentRequest, 'id' | 'kind' | 'method' | 'origin' | 'summary'>

/** A request waiting in the prompt. */
export interface PendingRequest {
  id: number
  kind: ConsentRequest['kind']
  method: string
  summary: string
}

/** The prompt's queue of requests and, in a page, the panel that shows the first. */
export interface ApprovalPrompt {
  ask(request: PromptRequest): Promise<boolean>
  /** Approves the first pending request, or the one with `id`; false when there is none. */
  approve(id?: number): boolean
  /** Rejects the first pending request, or the one with `id`; false when there is none. */
  reject(id?: number): boolean
  pending(): PendingRequest[]
  /** Resolves when a request is pending (at once if one is). */
  waitForRequest(): Promise<PendingRequest>
  /** Removes the panel and rejects whatever is pending. */
  destroy(): void
}

const CSS = `
:host { all: initial; }
.panel { position: fixed; inset: 16px 16px auto auto; margin: 0; z-index: 2147483647; width: 320px; box-sizing: border-box;
  padding: 16px; border-radius: 12px; background: #fff; color: #111; border: 1px solid #888;
  box-shadow: 0 8px 24px rgba(0,0,0,.35); font: 14px/1.4 system-ui, sans-serif; }
h2 { margin: 0 0 4px; font-size: 15px; }
.meta { margin: 0 0 8px; color: #333; font-size: 12px; word-break: break-all; }
/* Words wrap at spaces; a word longer than the line (an address, a URL) breaks where the line ends, never before it (break-all split "0|x"). */
.summary { margin: 0 0 12px; overflow-wrap: anywhere; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
button { font: inherit; padding: 6px 14px; border-radius: 8px; border: 1px solid #333; background: #f3f3f3; color: #111; cursor: pointer; }
button.approve { background: #0b57d0; border-color: #0b57d0; color: #fff; }
.panel::backdrop { background: rgba(0,0,0,.2); }
button:focus-visible { outline: 3px solid #e37400; outline-offset: 2px; }
`

interface Entry {
  request: PromptRequest
  resolve(approved: boolean): void
}

const TITLES: Record<ConsentRequest['kind'], string> = {
  connect: 'Connection request',
  signMessage: 'Signature request',
  signTypedData: 'Signature request',
  sendTransaction: 'Transaction request',
  switchChain: 'Switch network',
  addChain: 'Add network',
}

/**
 * Creates the prompt. With `document` null (Node), requests only queue and are
 * answered through approve()/reject(); with `autoApprove`, every request is approved at once.
 */
export function createApprovalPrompt(options: {
  document: Document | null
  walletName: string
  autoApprove: boolean
}): ApprovalPrompt {
  const queue: Entry[] = []
  const waiters: Array<(request: PendingRequest) => void> = []
  let host: HTMLElement | null = null
  let shadow: ShadowRoot | null = null
  let returnFocus: Element | null = null

  const toPending = ({ request }: Entry): PendingRequest => ({
    id: request.id,
    kind: request.kind,
    method: request.method,
    summary: request.summary,
  })

  function render() {
    const doc = options.document
    if (!doc) return
    const first = queue[0]
    if (!first) {
      host?.remove()
      host = null
      shadow = null
      if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus()
      returnFocus = null
      return
    }
    if (!host) {
      returnFocus = doc.activeElement
      host = doc.createElement('gatehouse-test-wallet-prompt')
      shadow = host.attachShadow({ mode: 'open' })
      try {
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(CSS)
        shadow.adoptedStyleSheets = [sheet]
      } catch {
        // No constructable stylesheets here: the panel works unstyled.
      }
      doc.body.append(host)
    }
    const root = shadow!
    root.replaceChildren()
    const panel = doc.createElement('dialog')
    panel.className = 'panel'
    panel.setAttribute('aria-labelledby', 'gtw-title')
    panel.setAttribute('aria-describedby', 'gtw-summary')
    const title = doc.createElement('h2')
    title.id = 'gtw-title'
    title.textContent = `${options.walletName}: ${TITLES[first.request.kind]}`
    const meta = doc.createElement('p')
    meta.className = 'meta'
    meta.textContent = `${first.request.origin} · ${first.request.method}${queue.length > 1 ? ` · ${queue.length - 1} more waiting` : ''}`
    const summary = doc.createElement('p')
    summary.className = 'summary'
    summary.id = 'gtw-summary'
    summary.textContent = first.request.summary
    const actions = doc.createElement('div')
    actions.className = 'actions'
    const reject = doc.createElement('button')
    reject.type = 'button'
    reject.textContent = 'Reject'
    reject.addEventListener('click', () => settle(first.request.id, false))
    const approve = doc.createElement('button')
    approve.type = 'button'
    approve.className = 'approve'
    approve.textContent = 'Approve'
    approve.addEventListener('click', () => settle(first.request.id, true))
    actions.append(reject, approve)
    panel.append(title, meta, summary, actions)
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        settle(first.request.id, false)
      }
    })
    // Escape on a modal dialog arrives as 'cancel' (and may close it): it is a rejection.
    panel.addEventListener('cancel', (event) => {
      event.preventDefault()
      settle(first.request.id, false)
    })
    root.append(panel)
    try {
      panel.showModal()
    } catch {
      panel.setAttribute('open', '')
    }
    // Like a wallet's own window, the prompt takes the keyboard while it asks.
    approve.focus()
  }

  function settle(id: number | undefined, approved: boolean): boolean {
    const index = id === undefined ? 0 : queue.findIndex((e) => e.request.id === id)
    const entry = index >= 0 ? queue[index] : undefined
    if (!entry) return false
    queue.splice(index, 1)
    entry.resolve(approved)
    render()
    return true
  }

  return {
    ask(request) {
      if (options.autoApprove) return Promise.resolve(true)
      return new Promise<boolean>((resolve) => {
        const entry: Entry = { request, resolve }
        queue.push(entry)
        render()
        for (const waiter of waiters.splice(0)) waiter(toPending(entry))
      })
    },
    approve: (id) => settle(id, true),
    reject: (id) => settle(id, false),
    pending: () => queue.map(toPending),
    waitForRequest() {
      const first = queue[0]
      return first ? Promise.resolve(toPending(first)) : new Promise((resolve) => waiters.push(resolve))
    },
    destroy() {
      for (const entry of queue.splice(0)) entry.resolve(false)
      render()
    },
  }
}
