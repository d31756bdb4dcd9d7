import type { RecoverStrings } from './types.js'

/** Thai. */
export const th: RecoverStrings = {
  recoverUsage:
    'วิธีใช้: portico-recover [--password-stdin] <emergency-kit.json>\n\nกู้คืนวอลเล็ตของคุณจากชุดฉุกเฉินและรหัสผ่านกู้คืน โดยไม่ใช้เครือข่าย\n\n  --password-stdin  อ่านรหัสผ่านจากอินพุตมาตรฐาน\n  --help            แสดงวิธีใช้นี้\n  --version         แสดงเวอร์ชัน',
  recoverPasswordPrompt: 'รหัสผ่านกู้คืน: ',
  recoverNoPassword: 'ไม่ได้ระบุรหัสผ่าน',
  recoverWrongPassword: 'รหัสผ่านกู้คืนไม่ถูกต้อง ไม่มีสิ่งใดถูกกู้คืน',
  recoverDamaged: 'ชุดฉุกเฉินนี้เสียหายหรือถูกแก้ไข จึงไม่สามารถกู้คืนวอลเล็ตจากชุดนี้ได้',
  recoverNotAKit: '{file} ไม่ใช่ชุดฉุกเฉินของ Portico',
  recoverCannotRead: 'ไม่สามารถอ่าน {file}',
  recoverUnknownOption: 'ตัวเลือกที่ไม่รู้จัก: {option}',
  recoverOneFile: 'ระบุไฟล์ชุดฉุกเฉินเพียงหนึ่งไฟล์',
  recoverMnemonicTitle: 'วลีกู้คืนของคุณ ({count} คำ):',
  recoverEvmKeyTitle: 'คีย์ส่วนตัว EVM ของคุณ:',
  recoverSolanaKeyTitle: 'คีย์ลับ Solana ของคุณ:',
  recoverEvmAddress: 'ที่อยู่ EVM: {address}',
  recoverSolanaAddress: 'ที่อยู่ Solana: {address}',
  recoverWarning: 'ใครก็ตามที่เห็นข้อมูลนี้จะควบคุมวอลเล็ตของคุณได้ จดไว้แบบออฟไลน์ เก็บให้ปลอดภัย และอย่าแชร์ให้ใคร',
}
