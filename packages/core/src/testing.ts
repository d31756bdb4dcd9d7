// Entry @portico/core/testing: an in-memory wallet behind the ChainAdapter interface, for the tests of an app or
// a plug-in (the kit's own packages use it too). It is not part of the main entry and costs an app nothing.

export {
  createTestAdapter,
  TEST_ADDRESS,
  type TestAdapter,
  type TestWalletState,
} from './testing/createTestAdapter.js'
