import { forwardRef } from 'react'
import { type ElementProps, UiElement } from './UiElement.js'

export type AccountButtonProps = ElementProps

/** `<portico-account-button>` bound to the provider's config. */
export const AccountButton = forwardRef<HTMLElement, AccountButtonProps>((props, ref) => (
  <UiElement props={props} tagName="portico-account-button" ref={ref} />
))
AccountButton.displayName = 'AccountButton'
