// The adapter errors every namespace shares live in core.
export {
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  UnsupportedWalletFeatureError,
} from '@portico/core'
