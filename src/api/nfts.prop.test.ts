// The NFT response's parser (NftsResponseSchema, which the client runs on GET /v1/account/{address}/nfts): what a
// service may send is parsed to exactly the listed fields or refused, and whatever it sends, the parse never throws.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { API_PATHS, MAX_NAME_LENGTH, MAX_NFTS, NftsResponseSchema } from './schemas.js'

const httpUrl = fc.oneof(
  fc.webUrl({ validSchemes: ['http', 'https'] }),
  fc.constantFrom('http://127.0.0.1:4010/devnet/nft-images/0.svg'),
)
const nft = fc.record({
  id: fc.string({ minLength: 1, maxLength: 80 }),
  name: fc.string({ maxLength: MAX_NAME_LENGTH }),
  collection: fc.record({ name: fc.string({ maxLength: MAX_NAME_LENGTH }), address: fc.string({ maxLength: 60 }) }),
  imageUrl: fc.option(httpUrl, { nil: null }),
})
const response = fc.record({ data: fc.array(nft, { maxLength: 8 }) })
// A URL an <img> must not be given from a service's word alone: scripts, data, relative or other schemes.
const notHttp = fc.oneof(
  fc.constantFrom(
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    '//cdn.example/x.png',
    '/x.png',
    'ipfs://bafy/x.png',
    'ftp://x/y',
    ' http://x/',
    'HTTP:/x',
  ),
  fc.string().filter((s) => !/^https?:\/\//.test(s)),
)

describe('NftsResponseSchema (properties)', () => {
  it('property: a well-formed response parses to itself; keys the schema does not list are dropped', () => {
    fc.assert(
      fc.property(
        response,
        fc.dictionary(
          fc.string({ minLength: 1 }).filter((k) => !['id', 'name', 'collection', 'imageUrl'].includes(k)),
          fc.jsonValue(),
          { maxKeys: 2 },
        ),
        (r, extra) => {
          const withExtra = { data: r.data.map((n) => ({ ...extra, ...n })) }
          const parsed = NftsResponseSchema.safeParse(withExtra)
          expect(parsed.success).toBe(true)
          expect(parsed.data).toEqual(r)
        },
      ),
    )
  })

  it('property: an image URL that is not http(s) refuses the whole response', () => {
    fc.assert(
      fc.property(
        response.filter((r) => r.data.length > 0),
        fc.nat(),
        notHttp,
        (r, i, url) => {
          const data = r.data.map((n, j) => (j === i % r.data.length ? { ...n, imageUrl: url } : n))
          expect(NftsResponseSchema.safeParse({ data }).success).toBe(false)
        },
      ),
    )
  })

  it('property: on any JSON the parse never throws, and what it accepts has the listed shape', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ data: fc.array(fc.jsonValue(), { maxLength: 4 }) }),
          fc.record({
            data: fc.array(
              fc.record({
                id: fc.jsonValue(),
                name: fc.jsonValue(),
                collection: fc.jsonValue(),
                imageUrl: fc.jsonValue(),
              }),
              { maxLength: 3 },
            ),
          }),
        ),
        (value) => {
          const parsed = NftsResponseSchema.safeParse(value)
          if (!parsed.success) return
          for (const n of parsed.data.data) {
            expect(typeof n.id === 'string' && n.id.length > 0).toBe(true)
            expect(typeof n.name).toBe('string')
            expect(n.imageUrl === null || /^https?:\/\//.test(n.imageUrl)).toBe(true)
          }
        },
      ),
    )
  })

  it('error: a name past MAX_NAME_LENGTH, an empty id or more than MAX_NFTS items refuse the response', () => {
    const one = {
      id: 'eip155:1/erc721:0x1/1',
      name: 'Gate',
      collection: { name: 'Gates', address: 'eip155:1:0x1' },
      imageUrl: null,
    }
    expect(NftsResponseSchema.safeParse({ data: [one] }).success).toBe(true)
    expect(NftsResponseSchema.safeParse({ data: [{ ...one, name: 'x'.repeat(MAX_NAME_LENGTH + 1) }] }).success).toBe(
      false,
    )
    expect(NftsResponseSchema.safeParse({ data: [{ ...one, id: '' }] }).success).toBe(false)
    expect(NftsResponseSchema.safeParse({ data: Array.from({ length: MAX_NFTS + 1 }, () => one) }).success).toBe(false)
    expect(NftsResponseSchema.safeParse({ data: [{ ...one, imageUrl: undefined }] }).success).toBe(false)
    expect(API_PATHS.nfts.response).toBe(NftsResponseSchema)
  })
})
