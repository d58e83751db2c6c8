// The real WalletConnect client (@walletconnect/sign-client) behind the narrow interface the
// effects use. Only reached through `import('./signClient.js')` in client.ts, so the
// sign-client's code is a chunk of its own that loads when WalletConnect is first used
// (a connect, or restoring a WalletConnect session after a reload).
import { generatePlatformLogger, getDefaultLoggerOptions } from '@walletconnect/logger'
import { SignClient } from '@walletconnect/sign-client'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { IVerify } from '@walletconnect/types'
import type { WalletConnectClient, WalletConnectSettings } from '../../src/api/walletConnect.js'
import { LOG_BUFFER_BYTES, LOG_LEVEL, RPC_TIMEOUT_MS } from '../../src/domain/constants.js'

/** WalletConnect's SDK reason for a disconnect the person asked for (USER_DISCONNECTED). */
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/**
 * Verify API for a relay of the app's own: attests nothing, at once. The client's own Verify
 * loads a hidden iframe from the vendor's verify service before every proposal and request
 * and waits up to 5 s for it (FIELD-NOTES "WalletConnect offline": connect 5.2 s, each sign
 * +5 s offline, and a strict CSP blocks the frame anyway). Attestations only mean something to
 * wallets that check them with that service, which a private relay's wallets cannot reach;
 * the protocol carries an empty attestation as "none" (the wallet then shows the origin as
 * unverified). It is put in place through the core's public `verify` member, typed by
 * @walletconnect/types' IVerify.
 */
function offlineVerify(verify: IVerify): IVerify {
  return {
    core: verify.core,
    logger: verify.logger,
    store: verify.store,
    context: verify.context,
    register: async () => '',
    resolve: async () => undefined as unknown as { origin: string },
  }
}

/** The relay events of @walletconnect/core's relayer (its RELAYER_EVENTS connect and disconnect). */
const RELAY_UP = 'relayer_connect'
const RELAY_DOWN = 'relayer_disconnect'

type Relayer = Pick<InstanceType<typeof SignClient>['core']['relayer'], 'connected' | 'on' | 'off'>

/**
 * `work`, unless the relay socket is down for SPEC §9's RPC timeout (10 s) before it settles: then
 * a 4900 (EIP-1193: the provider is disconnected). The client keeps a request it could not send
 * until the socket is back, without end, so a request made while the relay was down got no answer
 * and no error. While the relay is up, the wait for the wallet's answer has no limit here: the
 * person may take their time on the phone.
 */
export function whileRelayUp<T>(relayer: Relayer, work: Promise<T>, timeoutMs = RPC_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      clearTimeout(timer)
      relayer.off(RELAY_DOWN, down)
      relayer.off(RELAY_UP, up)
    }
    function down(): void {
      timer ??= setTimeout(() => {
        settle()
        reject(Object.assign(new Error('The WalletConnect relay cannot be reached'), { code: 4900 }))
      }, timeoutMs)
    }
    function up(): void {
      clearTimeout(timer)
      timer = undefined
    }
    relayer.on(RELAY_DOWN, down)
    relayer.on(RELAY_UP, up)
    if (!relayer.connected) down()
    work.then(
      (value) => {
        settle()
        resolve(value)
      },
      (error: unknown) => {
        settle()
        reject(error)
      },
    )
  })
}

/**
 * The sign-client's logger: SPEC §9's level and buffer, as the client's own default, but with an error logged as an
 * object written out (its type, message and stack). The default writes an `Error` as `{time, level}` alone, since an
 * error's own fields are not enumerable, so an app developer reading the console learned that something failed and
 * nothing of what.
 */
function signClientLogger(): ReturnType<typeof generatePlatformLogger>['logger'] {
  return generatePlatformLogger({
    opts: getDefaultLoggerOptions({ level: LOG_LEVEL, browser: { serialize: true } }),
    maxSizeInBytes: LOG_BUFFER_BYTES,
  }).logger
}

/**
 * Starts a sign-client with telemetry off (FIELD-NOTES: offline it stalls the flow) and, for a
 * relay other than the public one, without the vendor's verify service. `storage` replaces the
 * client's own (IndexedDB in a browser; tests in Node give an in-memory one).
 */
export async function createSignClient(
  settings: WalletConnectSettings,
  options: { storage?: IKeyValueStorage } = {},
): Promise<WalletConnectClient> {
  const client = await SignClient.init({
    projectId: settings.projectId,
    relayUrl: settings.relayUrl,
    metadata: settings.metadata,
    telemetryEnabled: false,
    logger: signClientLogger(),
    ...(settings.storagePrefix ? { customStoragePrefix: settings.storagePrefix } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
  })
  if (!settings.publicRelay) client.core.verify = offlineVerify(client.core.verify)
  return {
    async connect(namespaces) {
      const { uri, approval } = await client.connect({ optionalNamespaces: namespaces })
      const answer = approval()
      // Settled by the effect that waits; a pairing given up (expired, replaced) must not surface as unhandled.
      answer.catch(() => undefined)
      return { uri: uri ?? '', approval: answer }
    },
    request: ({ topic, chainId, method, params }) =>
      whileRelayUp(client.core.relayer, client.request({ topic, chainId, request: { method, params } })),
    ping: (topic) => client.ping({ topic }),
    disconnect: (topic) => client.disconnect({ topic, reason: USER_DISCONNECTED }),
    sessions: () => client.session.getAll(),
    on: (event, listener) => void client.on(event, listener),
    off: (event, listener) => void client.off(event, listener),
  }
}
