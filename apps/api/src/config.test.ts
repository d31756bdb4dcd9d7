import { describe, expect, test } from 'vitest'
import { loadConfig } from './config.js'

describe('loadConfig', () => {
  test('names are registered in portico.id unless namesZone or NAMES_ZONE says otherwise', () => {
    expect(loadConfig({}).namesZone).toBe('portico.id')
    expect(loadConfig({ NAMES_ZONE: 'names.example' }).namesZone).toBe('names.example')
    expect(loadConfig({}, { namesZone: 'team.example' }).namesZone).toBe('team.example')
    expect(() => loadConfig({ NAMES_ZONE: 'not a zone' })).toThrow()
  })

  test('no other zone is read as the names zone unless nameZoneAliases or NAME_ZONE_ALIASES lists it', () => {
    expect(loadConfig({}).nameZoneAliases).toEqual([])
    expect(loadConfig({ NAME_ZONE_ALIASES: 'reown.id, WCN.id' }).nameZoneAliases).toEqual([
      'reown.id',
      'wcn.id',
    ])
    expect(loadConfig({ NAME_ZONE_ALIASES: '' }).nameZoneAliases).toEqual([])
    expect(loadConfig({}, { nameZoneAliases: ['reown.id'] }).nameZoneAliases).toEqual(['reown.id'])
    expect(() => loadConfig({ NAME_ZONE_ALIASES: 'not a zone' })).toThrow()
  })
})
