// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { EmbeddedWalletParentNotSetError } from './errors.js'
import { createFrameClient } from './frameClient.js'

const parameters = { url: 'https://auth.example', projectId: 'p', chainId: 1, version: 'test' }

test('a document without a window: the frame has no parent to answer to, so the client refuses to start', () => {
  const detached = document.implementation.createHTMLDocument('detached')
  expect(detached.defaultView).toBeNull()
  let thrown: unknown
  try {
    createFrameClient({ ...parameters, document: detached, fetch: async () => new Response('{}') })
  } catch (error) {
    thrown = error
  }
  expect(thrown).toBeInstanceOf(EmbeddedWalletParentNotSetError)
  expect((thrown as Error).message).toBe('Embedded wallet: parent window is not set')
  expect((thrown as Error).name).toBe('EmbeddedWalletParentNotSetError')
})
