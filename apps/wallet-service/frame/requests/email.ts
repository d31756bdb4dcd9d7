// Changing the account's e-mail: a code to the current address, then one to the new address.
import type { Frame, RequestHandlers } from './frame.js'

export function emailHandlers(
  frame: Frame,
): Pick<RequestHandlers, 'UPDATE_EMAIL' | 'UPDATE_EMAIL_PRIMARY_OTP' | 'UPDATE_EMAIL_SECONDARY_OTP'> {
  const { wallet, service, store } = frame
  return {
    async UPDATE_EMAIL({ email }) {
      await wallet.requireSession()
      return service.updateEmail({ newEmail: email })
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await wallet.requireSession()
      return service.updateEmailPrimary({ otp })
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const session = await wallet.requireSession()
      const { newEmail } = await service.updateEmailSecondary({ otp })
      await store.saveSession({ ...session, user: { ...session.user, email: newEmail } })
      return { newEmail }
    },
  }
}
