import { BaseError, type BaseErrorParameters } from './base.js'

// One class per message of spec §8 "Thrown" and §5. `message` is the spec's text, verbatim.

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

export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain is not supported', parameters)
  }
}

export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unsupported chain', parameters)
  }
}

export class ControllerClientsNotSetError extends BaseError {
  override name = 'ControllerClientsNotSetError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('ConnectionControllerClient and NetworkControllerClient must be set', parameters)
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

export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError'
  readonly seconds: number
  constructor(seconds: number, parameters: BaseErrorParameters = {}) {
    super(`Please try again after ${seconds} seconds`, parameters)
    this.seconds = seconds
  }
}

export class RpcCallNotAllowedError extends BaseError {
  override name = 'RpcCallNotAllowedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Requested RPC call is not allowed', parameters)
  }
}

export type SiwxErrorMessage =
  | 'SIWX is not enabled'
  | 'No ActiveCaipAddress found'
  | 'No ActiveCaipNetwork or client found'
  | 'No ConnectionController client found'

export class SiwxError extends BaseError {
  override name = 'SiwxError'
  constructor(message: SiwxErrorMessage, parameters: BaseErrorParameters = {}) {
    super(message, parameters)
  }
}

export class ConflictingSiwxConfigError extends BaseError {
  override name = 'ConflictingSiwxConfigError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Cannot set both siweConfig and siwx', parameters)
  }
}
