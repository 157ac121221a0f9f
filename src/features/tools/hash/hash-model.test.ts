import { describe, expect, it } from 'vitest'
import { compareDigest, digestAll, showDigest, type Digests } from './hash-model'

async function digests(data: string | Uint8Array): Promise<Digests> {
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
    const text = await digests('héllo 👋')
    const bytes = await digests(new TextEncoder().encode('héllo 👋'))
    expect(showDigest(text['SHA-256'], 'hex')).toBe(showDigest(bytes['SHA-256'], 'hex'))
    expect(showDigest(text['SHA-256'], 'hex')).not.toBe(
      showDigest((await digests('hello 👋'))['SHA-256'], 'hex'),
    )
    expect(showDigest((await digests('abc'))['SHA-256'], 'base64')).toBe(
      'ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=',
    )
  })

  it('tells which digest an expected hash matches, in hex or Base64, any case', async () => {
    const d = await digests('abc')
    expect(
      compareDigest(' BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD ', d),
    ).toEqual({ match: 'SHA-256' })
    expect(compareDigest('a9993e364706816aba3e25717850c26c9cd0d89d', d)).toEqual({ match: 'SHA-1' })
    expect(compareDigest('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=', d)).toEqual({
      match: 'SHA-256',
    })
    expect(compareDigest('a9993e364706816aba3e25717850c26c9cd0d89e', d)).toEqual({ match: null })
    expect(compareDigest('', d)).toEqual({ match: null })
    expect(compareDigest('not a hash!', d)).toEqual({
      error: 'That is not a hash: use hexadecimal (0–9, a–f) or Base64.',
    })
  })
})
