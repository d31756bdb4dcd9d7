/** The e-mail format the service accepts. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/
export const isEmailAddress = (email: string) => email.length <= 254 && EMAIL.test(email)
