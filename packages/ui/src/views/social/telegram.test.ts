import { describe, expect, test } from 'vitest'
import { telegramPlatform, withoutRefusedInTelegram } from './telegram.js'

const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const android =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko)'
const windows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0'
const telegram = { Telegram: { WebApp: { platform: 'ios' } } }

describe('social logins inside a Telegram mini app', () => {
  test('the platform is read only inside Telegram', () => {
    expect(telegramPlatform(telegram, iphone)).toBe('ios')
    expect(telegramPlatform(telegram, android)).toBe('android')
    expect(telegramPlatform(telegram, mac)).toBe('mac')
    expect(telegramPlatform(telegram, windows)).toBeUndefined()
    // A phone's browser, or a page that only names Telegram: nothing is filtered.
    expect(telegramPlatform({}, iphone)).toBeUndefined()
    expect(telegramPlatform({ Telegram: {} }, android)).toBeUndefined()
  })

  test('iOS and Mac leave Google out; Android leaves Google and Facebook out; elsewhere all stay, in order', () => {
    expect(withoutRefusedInTelegram(all, 'ios')).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(withoutRefusedInTelegram(all, 'mac')).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(withoutRefusedInTelegram(all, 'android')).toEqual(['x', 'discord', 'farcaster', 'github', 'apple'])
    expect(withoutRefusedInTelegram(all, undefined)).toEqual([...all])
  })
})
