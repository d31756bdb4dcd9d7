import { BaseError, type BaseErrorParameters } from './base.js'

// One class per thrown message. `message` is the text developers see in their console, in English as
// viem's errors are; people see the UI's translated wording instead.

export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid CAIP Address', parameters)
  }
}

export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid CAIP Network Id', parameters)
  }
}

export class NetworkNotSupportedError extends BaseError {
  override name = 'NetworkNotSupportedError'
  constructor(feature: 'Gas Price' | 'Swaps', parameters: BaseErrorParameters = {}) {
    super(`Network not supported for ${feature}`, parameters)
  }
}

export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Adapter not found', parameters)
  }
}

export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain adapter not found', parameters)
  }
}

export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unsupported chain', parameters)
  }
}

export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not found', parameters)
  }
}

export class AddressOrAuthConnectorNotFoundError extends BaseError {
  override name = 'AddressOrAuthConnectorNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Address or auth connector not found', parameters)
  }
}

export class ChainRequiredError extends BaseError {
  override name = 'ChainRequiredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain is required to set account prop', parameters)
  }
}

export class DisconnectChainError extends BaseError {
  override name = 'DisconnectChainError'
  readonly namespace: string
  constructor(namespace: string, parameters: BaseErrorParameters = {}) {
    super(`Failed to disconnect chain ${namespace}`, parameters)
    this.namespace = namespace
  }
}

export class RpcUrlRequiredError extends BaseError {
  override name = 'RpcUrlRequiredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('A valid URL is required', parameters)
  }
}

export class ResolveNameError extends BaseError {
  override name = 'ResolveNameError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Error resolving name', parameters)
  }
}

export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Error fetching name suggestions', parameters)
  }
}

export class NamesForAddressError extends BaseError {
  override name = 'NamesForAddressError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Error fetching names for address', parameters)
  }
}

export class RegisterNameError extends BaseError {
  override name = 'RegisterNameError'
  constructor(name: string, parameters: BaseErrorParameters = {}) {
    super(`Error registering name ${name}`, parameters)
  }
}

export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid chainId', parameters)
  }
}

export class HistoryWithoutAddressError extends BaseError {
  override name = 'HistoryWithoutAddressError'
  constructor(parameters: BaseErrorParameters = {}) {
    super("Transactions can't be fetched without an accountAddress", parameters)
  }
}

export class UnknownViewError extends BaseError {
  override name = 'UnknownViewError'
  readonly view: string
  constructor(view: string, parameters: BaseErrorParameters = {}) {
    super(`Unknown view: ${view}`, parameters)
    this.view = view
  }
}

export class FeatureDisabledError extends BaseError {
  override name = 'FeatureDisabledError'
  readonly feature: string
  constructor(feature: string, parameters: BaseErrorParameters = {}) {
    super(`The ${feature} feature is not available`, parameters)
    this.feature = feature
  }
}

/** Two plug-ins of a config share an id (one plug-in listed twice, or two sign-in providers). */
export class DuplicatePluginError extends BaseError {
  override name = 'DuplicatePluginError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('A plug-in with this id is already listed', parameters)
  }
}
