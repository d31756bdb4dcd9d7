import { expect, test } from 'vitest'
import * as embedded from './embedded/index.js'
import * as main from './index.js'
import * as mail from './mail/index.js'
import * as modal from './modal/index.js'

// Each entry's public names: an export added or lost by accident fails here.
test.each([
  [
    '@portico/i18n',
    main,
    ['acceptedLanguages', 'browserLanguages', 'format', 'languages', 'matchLanguage', 'textDirection'],
  ],
  ['@portico/i18n/modal', modal, ['en', 'loadStrings', 'loadedStrings']],
  [
    '@portico/i18n/embedded',
    embedded,
    [
      'embeddedDirection',
      'embeddedEn',
      'embeddedLanguage',
      'embeddedLanguages',
      'embeddedStrings',
      'fillEmbedded',
    ],
  ],
  ['@portico/i18n/mail', mail, ['mailLocales']],
])('%s exports its names', (_, module, names) => {
  expect(Object.keys(module).sort()).toEqual(names)
})
