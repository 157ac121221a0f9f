import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  checkFile,
  compareDigest,
  digestAll,
  formatSize,
  MAX_FILE_BYTES,
  showDigest,
  type Digests,
} from './hash-model'

const SHA256_HELLO_WAVE = '241bff4036211b66e25dc44c43c7305feb99e7a62b953f03c3597ad0593c508f'
const SHA1_HELLO_WAVE = 'e5fa5e7125f7410648e158f929daa508f499302c'

async function digests(data: string | ArrayBuffer | Uint8Array): Promise<Digests> {
  const result = await digestAll(data)
  if (!result.ok) throw new Error(result.error)
  return result.digests
}

describe('Hash', () => {
  // FIPS 180 examples (NIST CSRC "Examples with Intermediate Values").
  it.each([
    [
      'abc',
      'a9993e364706816aba3e25717850c26c9cd0d89d',
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    ],
    [
      '',
      'da39a3ee5e6b4b0d3255bfef95601890afd80709',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
      'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
    ],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
      '3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b',
      '204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c33596fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445',
    ],
  ])('hashes %j as FIPS 180 says', async (text, sha1, sha256, sha384, sha512) => {
    const d = await digests(text)
    expect(showDigest(d['SHA-1'], 'hex')).toBe(sha1)
    expect(showDigest(d['SHA-256'], 'hex')).toBe(sha256)
    expect(showDigest(d['SHA-384'], 'hex')).toBe(sha384)
    expect(showDigest(d['SHA-512'], 'hex')).toBe(sha512)
  })

  it('hashes text as UTF-8, and bytes as they are', async () => {
    // 'héllo 👋' is 68 c3 a9 6c 6c 6f 20 f0 9f 91 8b in UTF-8; digests by sha256sum / openssl.
    const utf8 = new Uint8Array([0x68, 0xc3, 0xa9, 0x6c, 0x6c, 0x6f, 0x20, 0xf0, 0x9f, 0x91, 0x8b])
    const text = await digests('héllo 👋')
    const bytes = await digests(utf8)
    expect(showDigest(text['SHA-256'], 'hex')).toBe(SHA256_HELLO_WAVE)
    expect(showDigest(bytes['SHA-256'], 'hex')).toBe(SHA256_HELLO_WAVE)
    expect(showDigest(bytes['SHA-1'], 'hex')).toBe(SHA1_HELLO_WAVE)
    expect(showDigest((await digests(utf8.buffer))['SHA-1'], 'hex')).toBe(SHA1_HELLO_WAVE)
  })

  it.each([
    ['abc', 'SHA-1', 'qZk+NkcGgWq6PiVxeFDCbJzQ2J0='],
    ['abc', 'SHA-256', 'ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='],
    ['', 'SHA-256', '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='],
  ] as const)('shows the %j %s digest in Base64 as %s', async (text, algorithm, base64) => {
    expect(showDigest((await digests(text))[algorithm], 'base64')).toBe(base64)
  })

  it('says so, without throwing, when the page has no Web Crypto', async () => {
    vi.stubGlobal('crypto', {})
    expect(await digestAll('abc')).toEqual({
      ok: false,
      error:
        'This browser offers no Web Crypto here (it needs a secure page: https or localhost), so nothing can be hashed.',
    })
  })

  it('reports a failing digest as an error, not a throw', async () => {
    vi.stubGlobal('crypto', { subtle: { digest: () => Promise.reject(new Error('Not allowed')) } })
    expect(await digestAll('abc')).toEqual({ ok: false, error: 'Hashing failed (Not allowed).' })
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Compare with', () => {
  let abc: Digests
  it.each([
    [' BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD ', { match: 'SHA-256' }],
    [
      'ba7816bf 8f01cfea 414140de 5dae2223 b00361a3 96177a9c b410ff61 f20015ad',
      { match: 'SHA-256' },
    ],
    ['a9993e364706816aba3e25717850c26c9cd0d89d', { match: 'SHA-1' }],
    [
      'CB00753F45A35E8BB5A03D699AC65007272C32AB0EDED1631A8B605A43FF5BED8086072BA1E7CC2358BAECA134C825A7',
      { match: 'SHA-384' },
    ],
    [
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
      { match: 'SHA-512' },
    ],
    ['ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=', { match: 'SHA-256' }],
    // Base64 is case-sensitive: changing the case changes the bytes.
    ['UNGwV48bZ+PbqudExA4Ii7adyAowf3QCTbd/yFiafA0=', { match: null }],
    ['a9993e364706816aba3e25717850c26c9cd0d89e', { match: null }],
    ['ba7816bf', { match: null }],
    ['', { match: null }],
    ['   ', { match: null }],
    // Base64 without its padding, and URL-safe Base64 (RFC 4648 §5), padded or not.
    ['qZk+NkcGgWq6PiVxeFDCbJzQ2J0', { match: 'SHA-1' }],
    ['ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0', { match: 'SHA-256' }],
    ['ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0=', { match: 'SHA-256' }],
    ['ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa', { match: null }],
    // As sha256sum prints it: text mode, binary mode, and a name with escapes.
    [
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  abc.txt',
      { match: 'SHA-256' },
    ],
    ['a9993e364706816aba3e25717850c26c9cd0d89d *my file.bin\n', { match: 'SHA-1' }],
    ['\\a9993e364706816aba3e25717850c26c9cd0d89d  a\\nb', { match: 'SHA-1' }],
    // Hex in groups is not a digest and a file name.
    ['ba7816bf  8f01cfea', { match: null }],
    [
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad abc.txt',
      { error: 'That is not a hash: use hexadecimal (0–9, a–f) or Base64.' },
    ],
    ['not a hash!', { error: 'That is not a hash: use hexadecimal (0–9, a–f) or Base64.' }],
    ['sha256:ba7816bf', { error: 'That is not a hash: use hexadecimal (0–9, a–f) or Base64.' }],
  ])('reads %j as %j', async (expected, result) => {
    abc ??= await digests('abc')
    expect(compareDigest(expected, abc)).toEqual(result)
  })
})

describe('files', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    // With a thousands separator, as the Encode tool and the rest of Hearth write counts.
    [1023, '1,023 bytes'],
    [1536, '1.5 KB'],
    [12 * 1024 * 1024 + 300_000, '12 MB'],
    [MAX_FILE_BYTES, '500 MB'],
    [3 * 1024 ** 3, '3.0 GB'],
  ])('calls %d bytes %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text)
  })

  it('takes files up to 500 MB and refuses larger ones with a reason', () => {
    expect(checkFile({ name: 'a.iso', size: MAX_FILE_BYTES })).toEqual({ ok: true })
    expect(checkFile({ name: 'b.iso', size: 3 * 1024 ** 3 })).toEqual({
      ok: false,
      error: 'b.iso is 3.0 GB; files up to 500 MB can be hashed here.',
    })
  })
})
