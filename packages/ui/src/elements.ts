// Registers the custom elements (a browser-only, side-effect module):
// portico-modal, portico-connect-button, portico-network-button, portico-account-button.
import './modal/Modal.js'
import './buttons/AccountButton.js'
import './buttons/ConnectButton.js'
import './buttons/NetworkButton.js'

export type { PorticoAccountButton } from './buttons/AccountButton.js'
export type { PorticoConnectButton } from './buttons/ConnectButton.js'
export type { PorticoNetworkButton } from './buttons/NetworkButton.js'
export type { OpenRequestDetail } from './buttons/PageButtonController.js'
export type { OpenChangeDetail, PorticoModal, ViewChangeDetail } from './modal/Modal.js'
