// The devnet's secure frame page script (test/devnet/frame/server.ts serves it under a
// strict CSP). It speaks the app's postMessage protocol (effects/auth/protocol.ts):
// '@gatehouse-app/<TYPE>' with an id in, '@gatehouse-frame/<TYPE>_SUCCESS' or '_ERROR'
// with the same id out, '@gatehouse-frame/READY' once loaded. Messages are accepted only
// from the parent window and its origin, and answered to that origin only. The session
// token and the rest of SPEC §3's frame storage keys stay in this origin's localStorage.
// RPC_REQUEST is relayed to the frame's server with the session token; the server signs
// with the user's key, which never reaches this page, let alone the app.
/* global window, document, location, localStorage */

const APP = '@gatehouse-app/'
const FRAME = '@gatehouse-frame/'
// SPEC §3: frame storage, format version 1.
const STORAGE_KEY = 'gatehouse-frame'
const STORAGE_VERSION = 1

const query = new URLSearchParams(location.search)
const startChain = query.get('chainId') || '1'
const logger = query.get('enableLogger') === 'true'
const ancestors = location.ancestorOrigins
const parentOrigin =
  ancestors && ancestors.length > 0 ? ancestors[0] : document.referrer ? new URL(document.referrer).origin : null

function load() {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) || 'null')
    if (stored && stored.version === STORAGE_VERSION) return stored
  } catch {
    // unreadable storage starts over
  }
  return { version: STORAGE_VERSION }
}
let storage = load()
function save(changes) {
  storage = { ...storage, ...changes }
  localStorage.setItem(STORAGE_KEY, JSON.stringify(storage))
}
/** SPEC §4: disconnect and a failed connected check clear cached login data. */
function clearLogin() {
  save({ sessionToken: null, email: null, socialUsername: null, emailLoginUsed: false })
}
function deviceId() {
  if (!storage.deviceId) save({ deviceId: crypto.randomUUID() })
  return storage.deviceId
}
function chain() {
  return storage.lastUsedChain || startChain
}

async function api(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  let json = null
  try {
    json = await response.json()
  } catch {
    json = null
  }
  if (!response.ok) throw new Error((json && json.message) || '')
  // A refusal the back end expects (a wrong code) comes as { error }.
  if (json && typeof json.error === 'string') throw new Error(json.error)
  return json
}

async function get(path) {
  const response = await fetch(path)
  const json = await response.json()
  if (!response.ok) throw new Error(json.message || '')
  return json
}

/** An EIP-1193 error: the app types it by its code (4001, 4100, 4200, …). */
function rpcError(code, message) {
  const error = new Error(message)
  error.code = code
  return error
}

// Farcaster sign-ins under way: sign-in URL → the channel's token, in this frame's memory only.
const farcasterChannels = new Map()

// SPEC §7's sync theme and sync dapp data (effects/auth/protocol.ts): kept in this page's memory (`synced`) and
// shown on it: the mode and the app's --gh-* values on the root, the app's name in the prompt.
const synced = { theme: null, dappData: null }
const isText = (v) => typeof v === 'string'
const isTextRecord = (v) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => isText(x))

function applyTheme({ themeMode, themeVariables }) {
  const root = document.documentElement
  root.dataset.theme = themeMode
  // CSSOM, not a style attribute: allowed under the page's strict CSP.
  root.style.colorScheme = themeMode
  for (const [name, value] of Object.entries(themeVariables))
    if (name.startsWith('--gh-')) root.style.setProperty(name, value)
}

function showAppName(name) {
  let prompt = document.querySelector('[data-prompt]')
  if (!prompt) {
    prompt = document.createElement('p')
    prompt.dataset.prompt = ''
    document.body.appendChild(prompt)
  }
  prompt.textContent = `Sign in to ${name} with your Gatehouse wallet`
}

const handlers = {
  async SYNC_THEME(payload) {
    const { themeMode, themeVariables } = payload
    if ((themeMode !== 'light' && themeMode !== 'dark') || !isTextRecord(themeVariables))
      throw new Error('SYNC_THEME takes { themeMode: light or dark, themeVariables: CSS values by name }')
    synced.theme = { themeMode, themeVariables: { ...themeVariables } }
    applyTheme(synced.theme)
    return {}
  },
  async SYNC_DAPP_DATA(payload) {
    const { name, description, url, icons, sdkVersion, sdkType, projectId } = payload
    const texts = [name, description, url, sdkVersion, sdkType, projectId]
    if (!texts.every(isText) || name === '' || !Array.isArray(icons) || !icons.every(isText))
      throw new Error('SYNC_DAPP_DATA takes { name, description, url, icons, sdkVersion, sdkType, projectId }')
    synced.dappData = { name, description, url, icons: [...icons], sdkVersion, sdkType, projectId }
    showAppName(name)
    return {}
  },
  async CONNECT_EMAIL({ email }) {
    const answer = await api('/api/email/start', { email, deviceId: deviceId() })
    save({ email, emailLoginUsed: true, lastEmailLoginTime: Date.now() })
    return { action: answer.action }
  },
  async CONNECT_DEVICE() {
    await api('/api/email/device', { email: storage.email, deviceId: deviceId() })
    return {}
  },
  async CONNECT_OTP({ otp }) {
    const answer = await api('/api/email/otp', { email: storage.email, otp, deviceId: deviceId() })
    save({ sessionToken: answer.token })
    return {}
  },
  // The app may name the account type it wants by default (SPEC §3: smartAccount on EVM).
  async GET_USER({ preferredAccountType }) {
    const answer = await api('/api/session', {
      token: storage.sessionToken || '',
      chainId: chain(),
      ...(preferredAccountType === 'eoa' || preferredAccountType === 'smartAccount' ? { preferredAccountType } : {}),
    })
    if (!answer.user) throw new Error('Not signed in')
    save({ preferredAccountType: answer.user.preferredAccountType, socialUsername: answer.user.userName })
    return answer.user
  },
  async IS_CONNECTED() {
    if (!storage.sessionToken) return { isConnected: false }
    const answer = await api('/api/session', { token: storage.sessionToken, chainId: chain() })
    if (answer.user) return { isConnected: true }
    clearLogin()
    return { isConnected: false }
  },
  async SIGN_OUT() {
    const token = storage.sessionToken
    clearLogin()
    if (token) await api('/api/signout', { token })
    return {}
  },
  // SPEC §7's smart account networks, init smart account and set preferred account (payloads ours): the chains
  // where users have a smart account; the user's smart account { address, isDeployed } on the frame's chain; and
  // which account the frame answers for from now on ({ type } → { type, address }).
  async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
    const answer = await get('/api/account/networks')
    save({
      smartAccountEnabled: answer.smartAccountEnabledNetworks.length > 0,
      smartAccountEnabledNetworks: answer.smartAccountEnabledNetworks,
    })
    return { smartAccountEnabledNetworks: answer.smartAccountEnabledNetworks }
  },
  async INIT_SMART_ACCOUNT() {
    if (!storage.sessionToken) throw rpcError(4100, 'Not signed in to the secure frame.')
    const answer = await api('/api/account/init', { token: storage.sessionToken, chainId: chain() })
    return { address: answer.address, isDeployed: answer.isDeployed }
  },
  async SET_PREFERRED_ACCOUNT({ type }) {
    if (!storage.sessionToken) throw rpcError(4100, 'Not signed in to the secure frame.')
    if (type !== 'eoa' && type !== 'smartAccount')
      throw new Error('SET_PREFERRED_ACCOUNT takes { type: eoa or smartAccount }')
    const answer = await api('/api/account/preferred', { token: storage.sessionToken, chainId: chain(), type })
    save({ preferredAccountType: answer.type })
    return { type: answer.type, address: answer.address }
  },
  async GET_CHAIN_ID() {
    return { chainId: chain() }
  },
  async SWITCH_NETWORK({ chainId }) {
    save({ lastUsedChain: String(chainId) })
    return { chainId: chain() }
  },
  async GET_SOCIAL_REDIRECT_URI({ provider }) {
    const answer = await api('/api/social/start', { provider, appOrigin: parentOrigin })
    return { uri: answer.uri }
  },
  // SPEC §7's farcaster event (effects/auth/protocol.ts): {} opens a sign-in and answers its URL;
  // { url } waits for that sign-in's outcome (approved with the user, declined or expired).
  async CONNECT_FARCASTER({ url }) {
    if (typeof url !== 'string') {
      const answer = await api('/api/farcaster/start', { appOrigin: parentOrigin })
      farcasterChannels.set(answer.url, answer.channelToken)
      return { status: 'pending', url: answer.url, expiresInMs: answer.expiresInMs }
    }
    const channelToken = farcasterChannels.get(url)
    if (!channelToken) throw new Error('This Farcaster sign-in is not known here. Try again.')
    for (;;) {
      const answer = await api('/api/farcaster/status', { channelToken, chainId: chain() })
      if (answer.status === 'pending') continue
      farcasterChannels.delete(url)
      if (answer.status !== 'approved') return { status: answer.status }
      save({ sessionToken: answer.token, socialUsername: answer.user.userName, email: null })
      return { status: 'approved', user: answer.user }
    }
  },
  // SPEC §7's rpc request (effects/auth/protocol.ts): { chainId, method, params } → { result },
  // or _ERROR { message, code } with the EIP-1193 code (4100 not signed in or not the user's
  // address, 4200 unsupported method, 4901 unknown chain, -32602 bad params).
  async RPC_REQUEST({ chainId, method, params }) {
    if (!storage.sessionToken) throw rpcError(4100, 'Not signed in to the secure frame.')
    // An eip155 reference, or a Solana chain's CAIP-2 id (the user's Solana account, SPEC §6).
    const evm = Number.isSafeInteger(chainId) && chainId > 0
    const solana = typeof chainId === 'string' && /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(chainId)
    if ((!evm && !solana) || typeof method !== 'string' || method === '') {
      throw rpcError(
        -32602,
        'Invalid params: RPC_REQUEST takes { chainId: a positive integer or a solana CAIP-2 id, method, params }',
      )
    }
    const answer = await api('/api/rpc', { token: storage.sessionToken, chainId, method, params })
    if (answer.rpcError) throw rpcError(answer.rpcError.code, answer.rpcError.message)
    // As SWITCH_NETWORK: the frame's chain is the one it last switched to.
    if (method === 'wallet_switchEthereumChain') save({ lastUsedChain: String(Number.parseInt(params[0].chainId, 16)) })
    return { result: answer.result }
  },
  async CONNECT_SOCIAL({ uri }) {
    const code = new URL(uri).searchParams.get('code') || ''
    const answer = await api('/api/social/exchange', { code, chainId: chain() })
    save({ sessionToken: answer.token, socialUsername: answer.user.userName, email: answer.user.email })
    return answer.user
  },
}

function post(message) {
  if (parentOrigin) window.parent.postMessage(message, parentOrigin)
}

window.addEventListener('message', async (event) => {
  if (event.source !== window.parent || event.origin !== parentOrigin) return
  const message = event.data
  if (!message || typeof message.type !== 'string' || !message.type.startsWith(APP) || typeof message.id !== 'string')
    return
  const type = message.type.slice(APP.length)
  const handler = Object.prototype.hasOwnProperty.call(handlers, type) ? handlers[type] : null
  // Never log a payload: CONNECT_OTP's holds the code.
  if (logger) console.info('[devnet frame]', type)
  try {
    if (!handler) throw new Error(`The devnet frame does not handle ${type}`)
    const payload = await handler(message.payload && typeof message.payload === 'object' ? message.payload : {})
    post({ id: message.id, type: `${FRAME}${type}_SUCCESS`, payload })
  } catch (error) {
    // An error without a message is answered without one: the app shows 'An error occurred' (SPEC §8).
    const text = error instanceof Error ? error.message : ''
    const code = error && typeof error.code === 'number' ? error.code : undefined
    post({
      id: message.id,
      type: `${FRAME}${type}_ERROR`,
      payload: { ...(text ? { message: text } : {}), ...(code === undefined ? {} : { code }) },
    })
  }
})

post({ type: `${FRAME}READY` })
