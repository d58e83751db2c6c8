// SPEC §7 "Generic HTTP client": GET (JSON or blob), POST, PUT, DELETE with an
// optional JSON body, headers and query; clientId appended when configured;
// responses read as JSON; any non-OK status throws 'HTTP status code: {status}'.
// Every failure is a catalogue error (SPEC §8 "URL-required, HTTP failure and
// timeout errors"), never a TypeError: a missing URL, a non-OK status, a timeout,
// an abort by the caller, a refused connection, a body that is not JSON.
import { RequestAbortedError } from '../errors/catalogue.js'
import {
  HttpRequestError,
  InvalidResponseError,
  RequestFailedError,
  TimeoutError,
  UrlRequiredError,
} from '../errors/thrown.js'
import { buildUrl, parseBaseUrl, type QueryValue } from './paths.js'

export type { QueryValue } from './paths.js'

/** How long a request may take before it fails with TimeoutError (ours: SPEC §9 gives 10 s for RPC, used for HTTP too). */
export const HTTP_TIMEOUT_MS = 10_000

/**
 * Largest response body read, in bytes (ours; SPEC §7 gives none): 2 MiB holds a wallet page of 100 entries or a
 * history page many times over, while a hostile or broken service's 18 MB page would freeze the page parsing it
 * and become one huge event in the log. A bigger body fails with ResponseTooLargeError, unread.
 */
export const MAX_RESPONSE_BYTES = 2 * 1024 * 1024

/** A response body over MAX_RESPONSE_BYTES (or the request's own limit); an InvalidResponseError, so callers treat it as one. */
export class ResponseTooLargeError extends InvalidResponseError {
  override name = 'ResponseTooLargeError'
}

/** One request of the HTTP client. */
export interface HttpRequest {
  /** Path appended to the base URL (starting with '/'). */
  path: string
  query?: Readonly<Record<string, QueryValue>>
  headers?: Readonly<Record<string, string>>
  /** JSON body (POST, PUT, DELETE). */
  body?: unknown
  /** Aborts the request (RequestAbortedError). */
  signal?: AbortSignal | undefined
  /** Overrides the client's timeout. */
  timeoutMs?: number
  /** Overrides MAX_RESPONSE_BYTES. */
  maxBytes?: number
}

/** Configuration of an HTTP client. */
export interface HttpClientConfig {
  /** Base URL of the service; a missing or unparsable one fails every request with UrlRequiredError. */
  baseUrl: string | undefined
  fetch: typeof fetch
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  /** Appended as the `clientId` query when set (SPEC §7). */
  clientId?: string | undefined
  /** Headers of every request. */
  headers?: Readonly<Record<string, string>>
  /** Default HTTP_TIMEOUT_MS. */
  timeoutMs?: number
}

/** The SPEC §7 HTTP client. Every method rejects only with catalogue errors. */
export interface HttpClient {
  getJson(request: HttpRequest): Promise<unknown>
  getBlob(request: HttpRequest): Promise<Blob>
  post(request: HttpRequest): Promise<unknown>
  put(request: HttpRequest): Promise<unknown>
  delete(request: HttpRequest): Promise<unknown>
  /** The URL a request goes to, or UrlRequiredError. */
  url(request: Pick<HttpRequest, 'path' | 'query'>): URL
}

const TIMED_OUT = Symbol('timed out')

/** Creates the SPEC §7 HTTP client for one service. */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  const base = parseBaseUrl(config.baseUrl)
  const timeoutMs = config.timeoutMs ?? HTTP_TIMEOUT_MS

  const url = (request: Pick<HttpRequest, 'path' | 'query'>): URL => {
    if (!base) throw new UrlRequiredError({ details: `base URL: ${String(config.baseUrl)}` })
    return buildUrl(base, request.path, request.query, config.clientId)
  }

  async function send<T>(
    method: string,
    request: HttpRequest,
    read: (response: Response, limit: number) => Promise<T>,
  ): Promise<T> {
    const target = url(request)
    const controller = new AbortController()
    const outer = request.signal
    if (outer?.aborted) throw new RequestAbortedError({ details: `${method} ${target.pathname}` })
    const onAbort = () => controller.abort()
    outer?.addEventListener('abort', onAbort)
    let timedOut = false
    const timer = config.setTimeout(() => {
      timedOut = true
      controller.abort(TIMED_OUT)
    }, request.timeoutMs ?? timeoutMs)
    const where = `${method} ${target.origin}${target.pathname}`
    const failure = (error: unknown) => {
      if (timedOut)
        return new TimeoutError({ details: `${where} after ${request.timeoutMs ?? timeoutMs} ms`, cause: error })
      if (outer?.aborted) return new RequestAbortedError({ details: where, cause: error })
      return new RequestFailedError({
        details: `${where}: ${error instanceof Error ? error.message : String(error)}`,
        cause: error,
      })
    }
    try {
      const headers: Record<string, string> = { ...config.headers, ...request.headers }
      let body: string | undefined
      if (request.body !== undefined) {
        body = JSON.stringify(request.body)
        headers['content-type'] ??= 'application/json'
      }
      let response: Response
      try {
        response = await config.fetch(target, { method, headers, body, signal: controller.signal })
      } catch (error) {
        throw failure(error)
      }
      if (!response.ok) {
        // Drain the body so the connection is reused; its content is not needed.
        await response.body?.cancel().catch(() => undefined)
        throw new HttpRequestError(response.status, { code: response.status, details: where })
      }
      try {
        return await read(response, request.maxBytes ?? MAX_RESPONSE_BYTES)
      } catch (error) {
        if (error instanceof InvalidResponseError) throw error
        throw failure(error)
      }
    } finally {
      config.clearTimeout(timer)
      outer?.removeEventListener('abort', onAbort)
    }
  }

  /** The body's bytes, refusing more than `limit`: by Content-Length before reading, else as the bytes come. */
  const readBytes = async (response: Response, limit: number): Promise<BlobPart[]> => {
    const tooLarge = (size: string) =>
      new ResponseTooLargeError({ details: `${response.url}: ${size} bytes, more than ${limit}` })
    const declared = Number(response.headers.get('content-length'))
    if (declared > limit) {
      await response.body?.cancel().catch(() => undefined)
      throw tooLarge(String(declared))
    }
    const chunks: BlobPart[] = []
    if (!response.body) return [new Uint8Array(await response.arrayBuffer())]
    const reader = response.body.getReader()
    let total = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return chunks
      total += value.byteLength
      if (total > limit) {
        await reader.cancel().catch(() => undefined)
        throw tooLarge(`over ${total}`)
      }
      chunks.push(value as Uint8Array<ArrayBuffer>)
    }
  }

  const readJson = async (response: Response, limit: number): Promise<unknown> => {
    const text = new TextDecoder().decode(await new Blob(await readBytes(response, limit)).arrayBuffer())
    if (text.trim() === '') return null
    try {
      return JSON.parse(text) as unknown
    } catch (error) {
      throw new InvalidResponseError({ details: `not JSON: ${text.slice(0, 80)}`, cause: error })
    }
  }
  const readBlob = async (response: Response, limit: number): Promise<Blob> =>
    new Blob(await readBytes(response, limit), { type: response.headers.get('content-type') ?? '' })

  return {
    getJson: (request) => send('GET', request, readJson),
    getBlob: (request) => send('GET', request, readBlob),
    post: (request) => send('POST', request, readJson),
    put: (request) => send('PUT', request, readJson),
    delete: (request) => send('DELETE', request, readJson),
    url,
  }
}
