// Thai (th) strings of the modal's social login, spread into locales/th.ts. Keys and {placeholders} as in
// social/en.ts.
export default {
  socialLabel: 'เข้าสู่ระบบด้วยบัญชีโซเชียล',
  socialContinue: 'ดำเนินการต่อด้วย {provider}',
  socialMore: 'เพิ่มเติม',
  socialMoreTitle: 'เลือกวิธีเข้าสู่ระบบ',
  socialConnectingTitle: 'เข้าสู่ระบบด้วย {provider}',
  socialConnectingHint: 'ดำเนินการต่อในหน้าต่างที่เปิดขึ้น',
  socialTryAgain: 'ลองอีกครั้ง',
  socialFailed: 'ไม่สามารถเข้าสู่ระบบด้วย {provider} ได้ โปรดลองอีกครั้ง',
  socialUnavailable: 'แอปนี้ยังไม่ได้ตั้งค่าการเข้าสู่ระบบด้วย {provider}',
  socialExpired: 'การเข้าสู่ระบบนี้ใช้เวลานานเกินไป โปรดลองอีกครั้ง',
  farcasterScanHint: 'สแกนโค้ดนี้ด้วยกล้องโทรศัพท์หรือแอป Farcaster',
  farcasterQrLabel: 'คิวอาร์โค้ดสำหรับเข้าสู่ระบบด้วย Farcaster',
  farcasterOpen: 'เปิด Farcaster',
  farcasterCopy: 'คัดลอกลิงก์',
}
