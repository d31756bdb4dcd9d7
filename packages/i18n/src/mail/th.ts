import type { MailStrings } from './types.js'

/** Thai. */
export const th: MailStrings = {
  mailLoginSubject: 'รหัสเข้าสู่ระบบของคุณ',
  mailLoginBody:
    'รหัสเข้าสู่ระบบของคุณคือ {code}\n\nใช้ได้ครั้งเดียวภายใน {minutes} นาที หากคุณไม่ได้พยายามเข้าสู่ระบบ โปรดเพิกเฉยต่ออีเมลนี้',
  mailDeviceSubject: 'อนุมัติอุปกรณ์ใหม่ของคุณ',
  mailDeviceBody:
    'มีผู้กำลังเข้าสู่ระบบกระเป๋าเงินของ {email} จากอุปกรณ์ใหม่ หากเป็นคุณ โปรดอนุมัติอุปกรณ์ผ่านลิงก์นี้:\n\n{link}\n\nลิงก์ใช้ได้ {minutes} นาที หากไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลนี้ จะไม่มีอะไรเปลี่ยนแปลง',
  mailEmailUpdatePrimarySubject: 'ยืนยันการเปลี่ยนอีเมลของคุณ',
  mailEmailUpdatePrimaryBody:
    'คุณขอเปลี่ยนที่อยู่อีเมลของกระเป๋าเงินเป็น {newEmail} รหัสยืนยันของคุณคือ {code}\n\nใช้ได้ครั้งเดียวภายใน {minutes} นาที หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ จะไม่มีอะไรเปลี่ยนแปลง',
  mailEmailUpdateSecondarySubject: 'ยืนยันที่อยู่อีเมลใหม่ของคุณ',
  mailEmailUpdateSecondaryBody:
    'รหัสสำหรับยืนยันที่อยู่นี้สำหรับกระเป๋าเงินของคุณคือ {code}\n\nใช้ได้ครั้งเดียวภายใน {minutes} นาที',
  mailExportSubject: 'รหัสส่งออกคีย์ของคุณ',
  mailExportBody:
    'รหัสสำหรับส่งออกคีย์ส่วนตัวของกระเป๋าเงินของคุณคือ {code}\n\nใช้ได้ครั้งเดียวภายใน {minutes} นาที อย่าแชร์รหัสนี้หรือคีย์ของคุณกับใคร หากคุณไม่ได้ขอส่งออกคีย์ โปรดเพิกเฉยต่ออีเมลนี้',
  mailKitSubject: 'รหัสชุดกู้คืนฉุกเฉินของคุณ',
  mailKitBody:
    'รหัสสำหรับดาวน์โหลดชุดกู้คืนฉุกเฉินของกระเป๋าเงินของคุณคือ {code}\n\nใช้ได้ครั้งเดียวภายใน {minutes} นาที อย่าแชร์รหัสนี้กับใคร หากคุณไม่ได้ขอชุดกู้คืนฉุกเฉิน โปรดเพิกเฉยต่ออีเมลนี้',
  mailDevicePageTitle: 'อนุมัติอุปกรณ์นี้หรือไม่',
  mailDevicePageBody: 'อุปกรณ์ใหม่ขอเข้าสู่ระบบกระเป๋าเงินของ {email} โปรดอนุมัติเฉพาะเมื่อคุณเป็นผู้เริ่มการเข้าสู่ระบบนี้เอง',
  mailDevicePageButton: 'อนุมัติอุปกรณ์นี้',
  mailDevicePageRequested: 'คำขอนี้มาเมื่อ {time} จาก {device}',
  mailDevicePageBrowserOnOs: '{browser} บน {os}',
  mailDevicePageUnknown: 'ไม่ทราบ',
  mailDeviceApprovedTitle: 'อนุมัติอุปกรณ์แล้ว',
  mailDeviceApprovedBody: 'เราส่งรหัสเข้าสู่ระบบไปทางอีเมลแล้ว กลับไปที่แอปแล้วกรอกรหัสที่นั่น',
  mailDeviceLinkInvalidTitle: 'ลิงก์นี้ใช้ไม่ได้อีกต่อไป',
  mailDeviceLinkInvalidBody: 'ลิงก์หมดอายุหรือถูกใช้ไปแล้ว โปรดเริ่มเข้าสู่ระบบใหม่ในแอป',
  mailDeviceRateLimited: 'ส่งอีเมลมากเกินไป โปรดลองอีกครั้งใน {seconds} วินาที',
}
