// What the dialog shows when its view cannot be: the view's chunk (its texts, or the views' CSS) did not load — the
// network dropped, the app was redeployed under the open page — or the view threw while rendering. Without it the error
// would reach the app's React root, which React unmounts: the whole app gone for one screen of the modal. React
// still reports the error it caught (console.error, or the root's onCaughtError).
import { Component, type ReactNode } from 'react'
import { MESSAGES } from '../messages.js'
import { retryEnglishParts } from '../locales/load.js'
import { retryFailedLoads } from './preloadable.js'

interface Props {
  /** The view shown: a new one is tried afresh. */
  view: string
  /** Rendered with the message: what brings the focus into the dialog when the failed view had it. */
  focus: ReactNode
  children: ReactNode
}

interface State {
  failed: boolean
  view: string
}

/** Keeps a view's failure inside the dialog: a message and Try again (which loads and renders the view anew). */
export class ViewBoundary extends Component<Props, State> {
  override state: State = { failed: false, view: this.props.view }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.view === state.view ? null : { failed: false, view: props.view }
  }

  private retry = (): void => {
    retryFailedLoads()
    retryEnglishParts()
    this.setState({ failed: false })
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return (
      <div className="gh-center gh-stack" role="alert">
        <p className="gh-error">{MESSAGES.viewFailed}</p>
        <button type="button" className="gh-button" onClick={this.retry}>
          {MESSAGES.tryAgain}
        </button>
        {this.props.focus}
      </div>
    )
  }
}
