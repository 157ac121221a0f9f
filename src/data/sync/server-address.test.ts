import { describe, expect, it } from 'vitest'
import { parseServerAddress } from './server-address'

describe('a sync server address', () => {
  it.each([
    ['sync.example.com', 'https://sync.example.com', 'wss://sync.example.com'],
    ['https://sync.example.com/', 'https://sync.example.com', 'wss://sync.example.com'],
    [
      'wss://sync.example.com/hearth',
      'https://sync.example.com/hearth',
      'wss://sync.example.com/hearth',
    ],
    ['localhost:1234', 'http://localhost:1234', 'ws://localhost:1234'],
    ['http://127.0.0.1:1234', 'http://127.0.0.1:1234', 'ws://127.0.0.1:1234'],
    ['ws://[::1]:1234', 'http://[::1]:1234', 'ws://[::1]:1234'],
    [
      '  https://Sync.Example.com:8443  ',
      'https://sync.example.com:8443',
      'wss://sync.example.com:8443',
    ],
  ])('%s reads as %s and %s', (input, httpUrl, wsUrl) => {
    expect(parseServerAddress(input)).toEqual({ httpUrl, wsUrl })
  })

  it.each([
    ['', 'Enter the address'],
    ['http://sync.example.com', 'only a server on this computer'],
    ['ws://192.168.1.5:1234', 'only a server on this computer'],
    ['ftp://sync.example.com', 'starts with https://'],
    ['https://user:secret@sync.example.com', 'without a name, password'],
    ['https://sync.example.com/?token=1', 'without a name, password'],
    ['https://exa mple.com', 'not a server address'],
  ])('%j is refused: %s', (input, message) => {
    const result = parseServerAddress(input)
    expect('error' in result && result.error).toContain(message)
  })
})
