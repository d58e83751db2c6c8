// In-memory stand-ins for deps.services in effect unit tests (the real clients
// are tested against real servers in src/api and test/integration): each call
// is recorded, and answered by the handler the test gives for its path.
import type { ApiCall, DataApiClient, NetworkScopedPath, ServiceClient } from '../../src/api/client.js'
import { UNSUPPORTED_NETWORK_RESULTS } from '../../src/api/client.js'
import type { RpcProvider, RpcRequest } from '../../src/api/rpc.js'
import type { ApiPathName, ApiResponse } from '../../src/api/schemas.js'
import { NO_SERVICES, type Services } from '../../src/api/serviceSet.js'
import { findNetwork, NETWORKS } from '../../src/domain/networks.js'

type Handler = (call: ApiCall<ApiPathName>) => unknown

/** A recorded call. */
export interface RecordedCall {
  name: string
  call: ApiCall<ApiPathName>
}

/** A fake service client: `handlers[name]` answers (sync value, promise, or a throw); no handler rejects. */
export function fakeClient(
  handlers: Partial<Record<ApiPathName, Handler>>,
  calls: RecordedCall[] = [],
): ServiceClient & { calls: RecordedCall[] } {
  return {
    calls,
    url: (name, call) => `http://fake.test/${name}/${Object.values(call?.params ?? {}).join('/')}`,
    async call<K extends ApiPathName>(name: K, call: ApiCall<K> = {}): Promise<ApiResponse<K>> {
      calls.push({ name, call: call as ApiCall<ApiPathName> })
      const handler = handlers[name]
      if (!handler) throw new Error(`no handler for ${name}`)
      return (await handler(call as ApiCall<ApiPathName>)) as ApiResponse<K>
    },
  }
}

/** A fake data API: networks in `supported` are served, others get the empty results of SPEC §7. */
export function fakeApi(
  handlers: Partial<Record<ApiPathName, Handler>>,
  supported: readonly string[] = ['eip155:1', 'eip155:8453'],
): DataApiClient & { calls: RecordedCall[] } {
  const client = fakeClient(handlers)
  return {
    ...client,
    supportedChains: async () => new Set(supported),
    async callOnNetwork<K extends NetworkScopedPath>(
      name: K,
      chainId: string,
      call: ApiCall<K> = {},
    ): Promise<ApiResponse<K>> {
      if (!supported.includes(chainId)) return (UNSUPPORTED_NETWORK_RESULTS[name] as () => ApiResponse<K>)()
      return client.call(name, call)
    },
  }
}

/** A fake RPC provider over SPEC's networks: `answer` answers each request. */
export function fakeRpc(
  answer: (chainId: string, request: RpcRequest) => unknown,
): RpcProvider & { calls: Array<{ chainId: string; request: RpcRequest }> } {
  const calls: Array<{ chainId: string; request: RpcRequest }> = []
  return {
    calls,
    network: (chainId) => findNetwork(NETWORKS, chainId),
    async request(chainId, request) {
      calls.push({ chainId, request })
      return answer(chainId, request)
    },
  }
}

/** Services with only the given members. */
export function services(partial: Partial<Services>): Services {
  return { ...NO_SERVICES, ...partial }
}

/** Lets pending promise callbacks and I/O run (a macrotask turn), without moving any clock. */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** A Gatehouse running `effects` on a clock the test moves and a TestScheduler-like scheduler, recording every event. */
export async function effectHarness(
  effects: import('../../src/bus/effects.js').Effects<import('../../projections/index.js').GatehouseState>,
  svc: Services,
  options: { scheduler?: import('rxjs').SchedulerLike; deps?: Partial<import('../../src/deps.js').Deps> } = {},
) {
  const { createTestGatehouse } = await import('../../src/testing/helpers.js')
  let now = Date.UTC(2026, 0, 1)
  const g = createTestGatehouse({
    effects,
    deps: {
      now: () => now,
      services: svc,
      ...(options.scheduler ? { scheduler: options.scheduler } : {}),
      ...options.deps,
    },
  })
  await g.ready
  const seen: import('../../src/events/index.js').Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  return {
    g,
    seen,
    types: () => seen.map((e) => e.type).filter((t) => t !== 'SessionRestored' && t !== 'Configured'),
    advance: (ms: number) => void (now += ms),
    /** Emits and lets the answers land. */
    emit: async (...events: import('../../src/events/index.js').EventInput[]) => {
      for (const e of events) g.emit(e)
      await settle()
      await settle()
    },
    last: <T extends string>(type: T) => [...seen].reverse().find((e) => e.type === type),
  }
}
