import { useState } from 'react'
import { GatehouseModal, useGatehouse, useReadModel } from 'gatehouse-modal/react'
import type { GatehouseState, Locale } from 'gatehouse-modal'
import { selectLocale, selectModalView } from 'gatehouse-modal/selectors'
import { AddNamespace, ConnectButton, Connection, DevnetPanel } from './Connection.js'
import { EventList } from './EventList.js'
import { JsonTree } from './JsonTree.js'
import { Requests } from './Requests.js'
import { Settings } from './Settings.js'

/** The core demo: the modal's state machine driven by events, the read models, and the log. */
export function App() {
  const view = useReadModel(selectModalView)
  const state = useReadModel((s: GatehouseState) => s)

  return (
    <>
      <header className="page-header">
        <h1>
          Gatehouse <span className="badge">core demo</span>
        </h1>
        <p>
          The event-sourced core on its own: every click is an intent event, effects answer with facts, reducers fold
          them into read models, and the log keeps them. Connect opens the modal, <code>GatehouseModal</code>.
        </p>
      </header>

      <main className="layout">
        <section className="panel controls" aria-labelledby="controls-title">
          <h2 id="controls-title">Try it</h2>
          <div className="actions">
            <ConnectButton />
            <ExportLogButton />
          </div>
          <LanguagePicker />
          <p className="note">
            Replay an exported log, event by event, in the <a href="./harness/">replay harness</a>. The same modal in a
            wagmi app, connecting through <code>gatehouse-modal/wagmi</code>: the <a href="./wagmi/">wagmi example</a>.
            On a page without React, as custom elements from <code>gatehouse-modal/element</code>: the{' '}
            <a href="./element/">page without React</a>.
          </p>
          <p className="status" aria-live="polite">
            Modal: {view ? <strong>open on {view}</strong> : <strong>closed</strong>}
          </p>
          <Connection />
          <AddNamespace />
          <Requests />
          <p className="note">
            {state.system.storage === 'indexeddb' ? (
              <>
                Reload the page: the read models are restored from the event log in IndexedDB (
                {state.system.restoredHead > 0
                  ? `this load restored it up to event #${state.system.restoredHead}`
                  : 'this load found it empty'}
                ). A reload never reopens the modal.
              </>
            ) : state.system.storage === 'memory' ? (
              <>IndexedDB is unavailable here, so the log is kept in memory and a reload starts afresh.</>
            ) : (
              <>Restoring the event log…</>
            )}
          </p>
          <DevnetPanel />
          <Settings />
        </section>

        <section className="panel models" aria-labelledby="models-title">
          <h2 id="models-title">Read models</h2>
          <JsonTree value={state} label="state" />
        </section>

        <section className="panel events" aria-labelledby="events-title">
          <h2 id="events-title">Domain events</h2>
          <EventList />
        </section>
      </main>

      <GatehouseModal />
    </>
  )
}

// Each locale by its own name, as a visitor looks for it.
const LANGUAGES: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'Español',
  fa: 'فارسی',
  fr: 'Français',
  he: 'עברית',
  ja: '日本語',
  ko: '한국어',
  pt: 'Português',
  ru: 'Русский',
  tr: 'Türkçe',
  zh: '中文（简体）',
}

/** The modal's language: `gatehouse.setLocale()` re-renders an open modal at once (Arabic, Persian and Hebrew right to left). */
function LanguagePicker() {
  const gatehouse = useGatehouse()
  const locale = useReadModel(selectLocale)
  return (
    <p className="note">
      <label>
        Modal language{' '}
        <select value={locale} onChange={(event) => gatehouse.setLocale(event.target.value)}>
          {Object.entries(LANGUAGES).map(([tag, name]) => (
            <option key={tag} value={tag} lang={tag}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </p>
  )
}

/** Downloads `gatehouse.exportLog()` as a JSON file. */
function ExportLogButton() {
  const gatehouse = useGatehouse()
  const [message, setMessage] = useState('')

  const exportLog = async () => {
    const log = await gatehouse.exportLog().catch((error: unknown) => {
      setMessage(`Export failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      return null
    })
    if (log === null) return
    const url = URL.createObjectURL(new Blob([JSON.stringify(log, null, 2)], { type: 'application/json' }))
    const link = document.createElement('a')
    link.href = url
    link.download = `gatehouse-demo-log-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
    setMessage(
      `Exported ${log.events.length} events${log.quarantined.length ? `, ${log.quarantined.length} quarantined` : ''}.`,
    )
  }

  return (
    <>
      <button type="button" onClick={() => void exportLog()}>
        Export log
      </button>
      <p className="export-message" role="status">
        {message}
      </p>
    </>
  )
}
