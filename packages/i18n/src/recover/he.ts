import type { RecoverStrings } from './types.js'

/** Hebrew. */
export const he: RecoverStrings = {
  recoverUsage:
    'שימוש: portico-recover [--password-stdin] <emergency-kit.json>\n\nמשחזר את הארנק שלך מערכת החירום שלו ומסיסמת השחזור שלך. אינו משתמש ברשת.\n\n  --password-stdin  קריאת הסיסמה מהקלט התקני\n  --help            הצגת עזרה זו\n  --version         הצגת הגרסה',
  recoverPasswordPrompt: 'סיסמת שחזור: ',
  recoverNoPassword: 'לא ניתנה סיסמה.',
  recoverWrongPassword: 'סיסמת השחזור שגויה. דבר לא שוחזר.',
  recoverDamaged: 'ערכת החירום הזו פגומה או ששונתה, ולכן אי אפשר לשחזר ממנה את הארנק.',
  recoverNotAKit: '{file} אינו ערכת חירום של Portico.',
  recoverCannotRead: 'לא ניתן לקרוא את {file}.',
  recoverUnknownOption: 'אפשרות לא מוכרת: {option}',
  recoverOneFile: 'יש לציין קובץ ערכת חירום אחד בדיוק.',
  recoverMnemonicTitle: 'צירוף השחזור שלך ({count} מילים):',
  recoverEvmKeyTitle: 'המפתח הפרטי שלך ל-EVM:',
  recoverSolanaKeyTitle: 'המפתח הסודי שלך ל-Solana:',
  recoverEvmAddress: 'כתובת EVM: {address}',
  recoverSolanaAddress: 'כתובת Solana: {address}',
  recoverWarning:
    'כל מי שרואה את זה שולט בארנק שלך. רשום זאת במקום לא מקוון, שמור במקום בטוח ולעולם אל תשתף.',
}
