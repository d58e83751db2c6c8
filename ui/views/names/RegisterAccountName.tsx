// RegisterAccountName (SPEC §2, §4, §5, §7): the visitor types a name; SPEC §5's rule is checked as they type, the
// registry's suggestions (SPEC §7 GET /v1/profile/suggestions/{name}?zone) say whether it is taken and offer others,
// and Register asks for it (NameRegisterRequested: the router shows RegisterAccountNameSuccess while the wallet signs
// and the registry records it). After a failure the router comes back here, which shows the error and the name.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { formatMessage, localizeText, MESSAGES } from '../../messages.js'
import type { GatehouseState } from '../../../projections/index.js'
import type { ErrorData } from '../../../src/errors/GatehouseError.js'
import { useGatehouse } from '../../core/context.js'
import { useEmit, useReadModel } from '../../core/hooks.js'
import { canRegister, checkName, type NameCheck, type NameSuggestions } from './model.js'

const selectSuffix = (state: GatehouseState) => state.names.suffix
const selectRegistration = (state: GatehouseState) => state.names.registration

/** The text of a registration's failure, by its error's name and code (STYLE §7: never by its message). */
export function registrationError(error: ErrorData, name: string): string {
  if (error.name === 'NameTakenError') return formatMessage('nameTaken', { name })
  // SPEC §8 'Signature declined' for the visitor's rejection (EIP-1193 4001).
  if (error.code === 4001 || error.name === 'UserRejectedRequestError') return MESSAGES.signatureDeclined
  return localizeText(error.shortMessage)
}

function noteOf(check: NameCheck): { text: string; error: boolean } | null {
  switch (check.kind) {
    case 'empty':
      return null
    case 'characters':
      return { text: MESSAGES.nameCharacters, error: true }
    case 'short':
      return { text: MESSAGES.nameTooShort, error: true }
    case 'checking':
      return { text: formatMessage('nameChecking', { name: check.name }), error: false }
    case 'taken':
      return { text: formatMessage('nameTaken', { name: check.name }), error: true }
    case 'available':
      return { text: formatMessage('nameAvailable', { name: check.name }), error: false }
    case 'unknown':
      return { text: MESSAGES.errorFetchingNameSuggestions, error: false }
  }
}

/** The RegisterAccountName view. */
export default function RegisterAccountNameView(): ReactNode {
  const emit = useEmit()
  const suffix = useReadModel(selectSuffix)
  const registration = useReadModel(selectRegistration)
  // Back from a failure, the name asked for is typed again.
  const [label, setLabel] = useState(() => (registration?.status === 'failed' ? registration.name : ''))
  // The suggestions are ephemeral answers (lookupNames), in no read model: the view keeps those for its name.
  const [suggestions, setSuggestions] = useState<NameSuggestions | null>(null)
  const gatehouse = useGatehouse()
  useEffect(() => {
    const subscription = gatehouse.events$.subscribe((event) => {
      if (
        event.type === 'NameSuggestionsFetched' ||
        (event.type === 'NameLookupFailed' && event.data.lookup === 'suggestions')
      )
        setSuggestions((asked) =>
          asked?.name !== event.data.name
            ? asked
            : event.type === 'NameSuggestionsFetched'
              ? { ...asked, items: event.data.suggestions }
              : { ...asked, failed: true },
        )
    })
    return () => subscription.unsubscribe()
  }, [gatehouse])
  const failure = registration?.status === 'failed' && registration.name === label ? registration : null
  // The failure says what went wrong with the name shown; Register tries it again, unless the registry has it.
  const check: NameCheck = failure
    ? { kind: failure.error.name === 'NameTakenError' ? 'taken' : 'unknown', name: `${label}${suffix}` }
    : checkName(label, suffix, suggestions)
  const note = failure ? null : noteOf(check)
  const edit = (text: string) => {
    const typed = text.trim().toLowerCase()
    setLabel(typed)
    const checking = checkName(typed, suffix, null).kind === 'checking'
    setSuggestions(checking ? { name: typed, items: null, failed: false } : null)
    if (checking) emit({ type: 'NameSuggestionsRequested', data: { name: typed } })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canRegister(check)) emit({ type: 'NameRegisterRequested', data: { name: label } })
  }
  const others =
    suggestions?.name === label && suggestions.items !== null
      ? suggestions.items.filter((s) => !s.registered && s.name.toLowerCase() !== `${label}${suffix}`)
      : []
  return (
    <form className="gh-stack" onSubmit={submit} noValidate>
      <label htmlFor="gh-name">{MESSAGES.nameLabel}</label>
      <p id="gh-name-hint" className="gh-muted">
        {MESSAGES.nameHint}
      </p>
      <input
        id="gh-name"
        className="gh-input"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={`name${suffix}`}
        value={label}
        data-autofocus=""
        aria-invalid={note?.error || failure ? true : undefined}
        aria-describedby="gh-name-hint gh-name-note"
        onChange={(event) => edit(event.target.value)}
      />
      <p id="gh-name-note" className={note?.error ? 'gh-error' : 'gh-muted'} role="status">
        {note?.text ?? ''}
      </p>
      {failure ? (
        <p className="gh-error" role="alert">
          {registrationError(failure.error, `${label}${suffix}`)}
        </p>
      ) : null}
      {others.length > 0 ? (
        <>
          <h3 className="gh-section-title" id="gh-name-suggestions">
            {MESSAGES.nameSuggestions}
          </h3>
          <ul className="gh-list" aria-labelledby="gh-name-suggestions">
            {others.map((s) => (
              <li key={s.name}>
                <button
                  type="button"
                  className="gh-item"
                  onClick={() => edit(s.name.slice(0, s.name.length - suffix.length))}
                >
                  <span className="gh-item-name">{s.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="submit" className="gh-button" data-primary="" disabled={!canRegister(check)}>
        {MESSAGES.nameRegister}
      </button>
    </form>
  )
}
