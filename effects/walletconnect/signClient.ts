// The real WalletConnect client (@walletconnect/sign-client) behind the narrow interface the
// effects use. Only reached through `import('./signClient.js')` in client.ts, so the
// sign-client's code is a chunk of its own that loads when WalletConnect is first used
// (a connect, or restoring a WalletConnect session after a reload).
import * as _core from '../../src/index.js' // size: lazy entries share the start-up chunk (see src/index.ts)
import { SignClient } from '@walletconnect/sign-client'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { IVerify } from '@walletconnect/types'
import type { WalletConnectClient, WalletConnectSettings } from '../../src/api/walletConnect.js'

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

/**
 * Starts a sign-client with telemetry off (FIELD-NOTES: offline it stalls the flow) and, for a
 * relay other than the public one, without the vendor's verify service. `storage` replaces the
 * client's own (IndexedDB in a browser; tests in Node give an in-memory one).
 */
export async function createSignClient(settings: WalletConnectSettings, options: { storage?: IKeyValueStorage } = {}): Promise<WalletConnectClient> {
  const client = await SignClient.init({
    projectId: settings.projectId,
    relayUrl: settings.relayUrl,
    metadata: settings.metadata,
    telemetryEnabled: false,
    logger: 'error',
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
    request: ({ topic, chainId, method, params }) => client.request({ topic, chainId, request: { method, params } }),
    ping: (topic) => client.ping({ topic }),
    disconnect: (topic) => client.disconnect({ topic, reason: USER_DISCONNECTED }),
    sessions: () => client.session.getAll(),
    on: (event, listener) => void client.on(event, listener),
    off: (event, listener) => void client.off(event, listener),
  }
}
