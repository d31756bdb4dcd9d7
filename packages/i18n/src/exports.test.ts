import { expect, test } from 'vitest'
import * as embedded from './embedded/index.js'
import * as main from './index.js'
import * as mail from './mail/index.js'
import * as modal from './modal/index.js'
import * as recover from './recover/index.js'

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
  ['@portico/i18n/recover', recover, ['localeLanguage', 'recoverLocales']],
])('%s exports its names', (_, module, names) => {
  expect(Object.keys(module).sort()).toEqual(names)
})
