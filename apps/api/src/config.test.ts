import { describe, expect, test } from 'vitest'
import { loadConfig } from './config.js'

describe('loadConfig', () => {
  test('names are registered in portico.id unless namesZone or NAMES_ZONE says otherwise', () => {
    expect(loadConfig({}).namesZone).toBe('portico.id')
    expect(loadConfig({ NAMES_ZONE: 'names.example' }).namesZone).toBe('names.example')
    expect(loadConfig({}, { namesZone: 'team.example' }).namesZone).toBe('team.example')
    expect(() => loadConfig({ NAMES_ZONE: 'not a zone' })).toThrow()
  })
})
