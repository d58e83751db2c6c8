// The replay harness: load an exported log, step through it, and see at each point the real
// modal (rendered read-only from the read models there), the read models and what the event changed.
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type FormEvent,
  type ReactNode,
} from 'react'
import { GatehouseModal } from '../../ui/shell/GatehouseModal.js'
import { GatehouseProvider } from '../../ui/core/context.js'
import { diffStates } from '../../src/testing/diff.js'
import type { Gatehouse } from '../../src/createGatehouse.js'
import type { Stamped } from '../../src/events/index.js'
import { EventTable, timeOf } from './EventTable.js'
import { createReadOnlyGatehouse, forDisplay, type ReadOnlyGatehouse } from './readOnlyGatehouse.js'
import { StateTree } from './StateTree.js'
import { describeQuarantined, loadSession, Stepper, type Session } from './session.js'

type Theme = 'recorded' | 'light' | 'dark'
const SPEEDS = [1, 2, 5, 10, 100] as const
/** The longest wait between two events while playing, at 1×, so an idle minute in a recording does not stall the replay. */
const MAX_GAP_MS = 1000
/**
 * Events between two stepping checkpoints. Finer than the Stepper's default (512): a jump folds at most 255
 * events (in the 100k-event benchmark, fold p95 24 -> 12 ms), for about 65 MB more and 15% longer building.
 */
const HARNESS_CHECKPOINT_EVERY = 256

interface Loaded {
  session: Session
  stepper: Stepper
  gatehouse: ReadOnlyGatehouse
}

export function Harness(): ReactNode {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [warning, setWarning] = useState<string | null>(null)
  const [index, setIndex] = useState(0)
  const [theme, setTheme] = useState<Theme>('recorded')
  const [playing, setPlaying] = useState(false)
  const [speed, setSpeed] = useState<number>(1)

  const load = useCallback(
    async (file: File) => {
      setPlaying(false)
      const result = loadSession(await file.text(), file.name)
      if (!result.ok) {
        setError(result.message)
        return
      }
      const stepper = new Stepper(result.session.replay, 0, { checkpointEvery: HARNESS_CHECKPOINT_EVERY })
      const old = loaded?.gatehouse
      setLoaded({
        session: result.session,
        stepper,
        gatehouse: createReadOnlyGatehouse(forDisplay(stepper.state, theme)),
      })
      void old?.dispose()
      setError(null)
      setWarning(result.warning)
      setIndex(0)
    },
    [loaded, theme],
  )

  const go = useCallback(
    (to: number) => {
      if (!loaded) return
      const { stepper, gatehouse } = loaded
      if (to === stepper.index + 1) stepper.forward()
      else stepper.jump(to)
      // The modal's read models change in the same batch as the position: one render and one layout a
      // step (shown from the effect below, the modal would render again after the harness's commit).
      gatehouse.show(forDisplay(stepper.state, theme))
      setIndex(stepper.index)
    },
    [loaded, theme],
  )

  // The modal shows the read models at the current position (after a load or a theme change; a step has shown them).
  useEffect(() => {
    if (loaded) loaded.gatehouse.show(forDisplay(loaded.stepper.state, theme))
  }, [loaded, index, theme])

  // Playing: the recorded gaps between events, divided by the speed.
  useEffect(() => {
    if (!playing || !loaded) return
    const { events } = loaded.session.replay
    if (index >= events.length) return
    const gap = index === 0 ? 0 : Math.max(0, Math.min(MAX_GAP_MS, events[index]!.at - events[index - 1]!.at))
    const timer = setTimeout(() => {
      go(index + 1)
      if (index + 1 >= events.length) setPlaying(false)
    }, gap / speed)
    return () => clearTimeout(timer)
  }, [playing, loaded, index, speed, go])

  return (
    <>
      <header className="page-header">
        <h1>
          Gatehouse <span className="badge">replay harness</span>
        </h1>
        <p>
          Load a log exported from the <a href="../">demo</a> (or from <code>gatehouse.exportLog()</code>) and step
          through it: the real modal is rendered read-only from the read models at each event.
        </p>
      </header>
      <main className="harness">
        <LogLoader onFile={(file) => void load(file)} loadedName={loaded?.session.name ?? null} />
        {error !== null ? (
          <p className="harness-error" role="alert">
            {error}
          </p>
        ) : null}
        {warning !== null && loaded !== null ? (
          <p className="harness-warning" role="status">
            {warning}
          </p>
        ) : null}
        {loaded !== null ? (
          <Replayer
            loaded={loaded}
            index={index}
            go={go}
            theme={theme}
            setTheme={setTheme}
            playing={playing}
            setPlaying={setPlaying}
            speed={speed}
            setSpeed={setSpeed}
          />
        ) : null}
      </main>
    </>
  )
}

function LogLoader(props: { onFile(file: File): void; loadedName: string | null }): ReactNode {
  const [over, setOver] = useState(false)
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setOver(false)
    const file = event.dataTransfer.files[0]
    if (file) props.onFile(file)
  }
  return (
    <section className="panel loader" aria-labelledby="loader-title">
      <h2 id="loader-title">Log</h2>
      <div
        className="dropzone"
        data-over={over ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label className="file-button">
          Load a log…
          <input
            type="file"
            accept="application/json,.json"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              if (file) props.onFile(file)
              event.currentTarget.value = ''
            }}
          />
        </label>
        <span className="muted">or drop an exported log (.json) here.</span>
        {props.loadedName !== null ? <span className="loaded-name">Loaded: {props.loadedName}</span> : null}
      </div>
    </section>
  )
}

interface ReplayerProps {
  loaded: Loaded
  index: number
  go(index: number): void
  theme: Theme
  setTheme(theme: Theme): void
  playing: boolean
  setPlaying(playing: boolean): void
  speed: number
  setSpeed(speed: number): void
}

function Replayer(props: ReplayerProps): ReactNode {
  const { loaded, index, go } = props
  const { session, stepper, gatehouse } = loaded
  const { events } = session.replay
  const event = index === 0 ? null : events[index - 1]!
  const state = stepper.state
  const changes = useMemo(
    () => (index === 0 ? [] : diffStates(stepper.previous, stepper.state, { limit: 200 })),
    [stepper, index],
  )
  const seqInput = useRef<HTMLInputElement>(null)
  const [seqError, setSeqError] = useState('')
  const stage = useRef<HTMLDivElement>(null)
  useSnapToPixels(stage)
  // Position of each seq (the first event that has it), so "Go to seq" does not scan 100,000 events.
  const indexOfSeq = useMemo(() => {
    const map = new Map<number, number>()
    events.forEach((ev, i) => {
      if (!map.has(ev.seq)) map.set(ev.seq, i)
    })
    return map
  }, [events])

  const jumpToSeq = (e: FormEvent) => {
    e.preventDefault()
    const seq = Number(seqInput.current?.value)
    const found = indexOfSeq.get(seq) ?? -1
    if (!Number.isInteger(seq) || (found < 0 && seq !== 0)) {
      setSeqError(`No event with seq ${seqInput.current?.value ?? ''} in this log.`)
      return
    }
    setSeqError('')
    go(seq === 0 ? 0 : found + 1)
  }

  return (
    <div className="harness-grid">
      <section className="panel harness-events" aria-labelledby="events-title">
        <h2 id="events-title">Events</h2>
        <div className="harness-controls" role="group" aria-label="Replay controls">
          <button type="button" onClick={() => go(0)} disabled={index === 0}>
            To start
          </button>
          <button type="button" onClick={() => go(index - 1)} disabled={index === 0}>
            Step back
          </button>
          <button type="button" onClick={() => go(index + 1)} disabled={index >= events.length}>
            Step forward
          </button>
          <button type="button" onClick={() => go(events.length)} disabled={index >= events.length}>
            To end
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => props.setPlaying(!props.playing)}
            disabled={!props.playing && index >= events.length}
          >
            {props.playing ? 'Pause' : 'Play'}
          </button>
          <label>
            Speed{' '}
            <select value={props.speed} onChange={(e) => props.setSpeed(Number(e.currentTarget.value))}>
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {s}× recorded time
                </option>
              ))}
            </select>
          </label>
        </div>
        <form className="harness-jump" onSubmit={jumpToSeq}>
          <label>
            Go to seq <input ref={seqInput} type="number" min={0} inputMode="numeric" name="seq" />
          </label>
          <button type="submit">Go</button>
          <span className="harness-error-inline" role="status">
            {seqError}
          </span>
        </form>
        <p
          className="harness-position"
          role="status"
          aria-live="polite"
          data-testid="harness-position"
          data-index={index}
          data-seq={event?.seq ?? 0}
        >
          {event === null
            ? `Start: before event 1 of ${events.length}`
            : `Event ${index} of ${events.length}: seq ${event.seq}, ${event.type}`}
        </p>
        <EventTable events={events} seqOfId={session.seqOfId} index={index} onSelect={go} />
        {session.quarantined.length > 0 ? <Quarantine session={session} /> : null}
      </section>

      <section className="panel harness-modal" aria-labelledby="modal-title">
        <h2 id="modal-title">The modal at this point</h2>
        <label className="theme-choice">
          Theme{' '}
          <select value={props.theme} onChange={(e) => props.setTheme(e.currentTarget.value as Theme)}>
            <option value="recorded">as recorded ({state.theme.themeMode})</option>
            <option value="light">light</option>
            <option value="dark">dark</option>
          </select>
        </label>
        <p className="muted">
          Read-only: the modal reads these read models; what it emits is dropped.{' '}
          {state.modal.open ? `Open on ${state.modal.view ?? '—'}.` : 'Closed at this point.'}
        </p>
        <div
          ref={stage}
          className="modal-stage"
          data-testid="harness-modal"
          data-open={state.modal.open ? '' : undefined}
        >
          <ModalStage key={session.name + String(session.replay.length)} gatehouse={gatehouse} />
        </div>
        <EventDetails event={event} seqOfId={session.seqOfId} />
      </section>

      <section className="panel harness-state" aria-labelledby="diff-title">
        <h2 id="diff-title">Changed by this event</h2>
        <Diff changes={changes} atStart={index === 0} />
        <h2 id="state-title">Read models</h2>
        <StateTree value={state} label="Read models at this point" id="harness-state" />
      </section>
    </div>
  )
}

/**
 * The real modal over the read-only Gatehouse. Memoised: a step re-renders it through its store (the
 * read models `go` has shown), only where what its components select changed, not from the top down
 * with the rest of the harness.
 */
const ModalStage = memo(function ModalStage({ gatehouse }: { gatehouse: ReadOnlyGatehouse }): ReactNode {
  return (
    <GatehouseProvider gatehouse={gatehouse as Gatehouse<unknown>}>
      <GatehouseModal />
    </GatehouseProvider>
  )
})

/**
 * Moves the modal's stage onto whole pixels (the overlay centres the modal on whole pixels; a column of
 * fractional width would put text half a pixel off and blur it differently). Through a constructable
 * sheet, as the strict CSP allows no style attribute; measured after every render, no state.
 */
function useSnapToPixels(ref: React.RefObject<HTMLElement | null>): void {
  const [sheet] = useState(() => (typeof CSSStyleSheet === 'undefined' ? null : new CSSStyleSheet()))
  const applied = useRef({ x: 0, y: 0 })
  useEffect(() => {
    if (!sheet) return
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet)
    }
  }, [sheet])
  useLayoutEffect(() => {
    const el = ref.current
    if (!el || !sheet) return
    const r = el.getBoundingClientRect()
    const baseX = r.left + window.scrollX - applied.current.x
    const baseY = r.top + window.scrollY - applied.current.y
    const x = Math.round(baseX) - baseX
    const y = Math.round(baseY) - baseY
    if (Math.abs(x - applied.current.x) < 0.001 && Math.abs(y - applied.current.y) < 0.001) return
    applied.current = { x, y }
    sheet.replaceSync(`.modal-stage { transform: translate(${x.toFixed(3)}px, ${y.toFixed(3)}px); }`)
  })
}

function EventDetails(props: { event: Stamped | null; seqOfId: ReadonlyMap<string, number> }): ReactNode {
  const { event } = props
  if (event === null) return <p className="muted">The base state: no event applied yet.</p>
  const cause = event.causationId ? props.seqOfId.get(event.causationId) : undefined
  return (
    <>
      <h3 className="harness-subtitle">Event</h3>
      <dl className="facts envelope">
        <dt>type</dt>
        <dd>{event.type}</dd>
        <dt>seq</dt>
        <dd>{event.seq}</dd>
        <dt>time</dt>
        <dd>
          {timeOf(event.at)} <span className="muted">({new Date(event.at).toISOString()})</span>
        </dd>
        <dt>source</dt>
        <dd>{event.source}</dd>
        <dt>causation</dt>
        <dd>{event.causationId ? `${event.causationId}${cause !== undefined ? ` (seq ${cause})` : ''}` : '—'}</dd>
        <dt>id</dt>
        <dd className="mono">{event.id}</dd>
        <dt>v</dt>
        <dd>{event.v}</dd>
      </dl>
      <pre className="event-data" aria-label="Event data">
        {JSON.stringify(event.data, null, 2)}
      </pre>
    </>
  )
}

const short = (value: unknown): string => {
  const text = value === undefined ? '—' : JSON.stringify(value)
  return text.length > 160 ? `${text.slice(0, 157)}…` : text
}

function Diff(props: { changes: ReturnType<typeof diffStates>; atStart: boolean }): ReactNode {
  if (props.atStart) return <p className="muted">The base state.</p>
  if (props.changes.length === 0) return <p className="muted">No read model changed.</p>
  return (
    <table className="events-table diff-table">
      <thead>
        <tr>
          <th scope="col">path</th>
          <th scope="col">before</th>
          <th scope="col">after</th>
        </tr>
      </thead>
      <tbody>
        {props.changes.map((c) => (
          <tr key={c.path} data-kind={c.kind}>
            <td className="mono">{c.path || '(root)'}</td>
            <td className="mono diff-before">{c.kind === 'added' ? '—' : short(c.before)}</td>
            <td className="mono diff-after">{c.kind === 'removed' ? '—' : short(c.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Quarantine(props: { session: Session }): ReactNode {
  return (
    <section className="quarantine" aria-labelledby="quarantine-title">
      <h3 id="quarantine-title" className="harness-subtitle">
        Quarantined records ({props.session.quarantined.length})
      </h3>
      <ul>
        {props.session.quarantined.map((q, i) => (
          <li key={`${q.key}-${i}`}>
            <details>
              <summary>{describeQuarantined(q)}</summary>
              <pre>{JSON.stringify(q.record, null, 2)}</pre>
            </details>
          </li>
        ))}
      </ul>
    </section>
  )
}
