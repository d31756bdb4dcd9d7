// Vietnamese (vi) strings of the embedded wallet. Keys and {placeholders} as in en.ts.
import type { EmbeddedStrings } from './en.js'

export default {
  cancel: 'Hủy',
  copy: 'Sao chép',
  copied: 'Đã sao chép',
  done: 'Xong',
  working: 'Đang xử lý…',
  genericError: 'Đã xảy ra lỗi. Hãy thử lại.',

  setupTitle: 'Đặt mật khẩu khôi phục',
  setupIntro:
    'Ví của bạn được chia thành ba phần: thiết bị này, dịch vụ của chúng tôi và một bản sao lưu được khóa bằng mật khẩu này. Bất kỳ hai phần nào cũng mở được ví của bạn.',
  setupWarning:
    'Chúng tôi không thể đặt lại mật khẩu này. Nếu bạn mất cả mật khẩu này lẫn thiết bị này, tiền của bạn sẽ mất, trừ khi bạn đã xuất khóa.',
  passwordLabel: 'Mật khẩu',
  confirmLabel: 'Xác nhận mật khẩu',
  passwordTooShort: 'Dùng ít nhất {min} ký tự.',
  passwordMismatch: 'Mật khẩu không khớp.',
  createWallet: 'Tạo ví',
  creatingWallet: 'Đang tạo ví của bạn…',

  recoverTitle: 'Nhập mật khẩu khôi phục',
  recoverIntro: 'Thiết bị này mới đối với ví của bạn. Nhập mật khẩu khôi phục bạn đã đặt khi tạo ví.',
  recoverSubmit: 'Mở khóa ví',
  recovering: 'Đang mở khóa ví của bạn…',
  wrongPassword: 'Mật khẩu khôi phục không đúng.',

  approveTitle: 'Phê duyệt yêu cầu',
  requestFrom: 'Yêu cầu từ {origin}',
  approve: 'Phê duyệt',
  reject: 'Từ chối',
  methodLabel: 'Phương thức',
  networkLabel: 'Mạng',
  signMessageTitle: 'Ký tin nhắn',
  signTypedDataTitle: 'Ký dữ liệu có cấu trúc',
  sendTransactionTitle: 'Gửi giao dịch',
  sendCallsTitle: 'Gửi {count} lệnh gọi',
  signTransactionTitle: 'Ký giao dịch',
  signAllTransactionsTitle: 'Ký {count} giao dịch',
  signAndSendTransactionTitle: 'Ký và gửi giao dịch',
  messageLabel: 'Tin nhắn',
  messageHexLabel: 'Tin nhắn (hex)',
  amountLabel: 'Số tiền',
  recipientLabel: 'Người nhận',
  tokenLabel: 'Token',
  contractLabel: 'Hợp đồng',
  functionLabel: 'Hàm',
  argumentsLabel: 'Đối số',
  dataLabel: 'Dữ liệu',
  callLabel: 'Lệnh gọi {index}',
  transactionLabel: 'Giao dịch {index}',
  instructionsLabel: 'Chỉ thị',
  programLabel: 'Chương trình',
  accountsLabel: 'Tài khoản',
  domainLabel: 'Miền',
  typeLabel: 'Loại',
  unknownToken: 'Token không xác định',
  noValue: 'Không có',

  exportTitle: 'Xuất khóa',
  exportCodeSent: 'Chúng tôi đã gửi mã đến {email}. Nhập mã để hiển thị khóa của bạn.',
  codeLabel: 'Mã',
  verify: 'Xác minh',
  exportWarning:
    'Bất kỳ ai có các khóa này đều kiểm soát tiền của bạn. Đừng bao giờ chia sẻ và hãy lưu giữ ngoại tuyến.',
  evmKeyLabel: 'Khóa riêng EVM',
  solanaKeyLabel: 'Khóa bí mật Solana',
  codeInvalid: 'Mã không đúng.',
  codeExpired: 'Mã này đã hết hạn. Bắt đầu lại để nhận mã mới.',
  codeBurned: 'Quá nhiều lần thử sai. Bắt đầu lại để nhận mã mới.',
  rateLimited: 'Quá nhiều lần thử. Hãy thử lại sau {seconds} giây.',

  mailLoginSubject: 'Mã đăng nhập của bạn',
  mailLoginText:
    'Mã đăng nhập của bạn là {code}. Mã có hiệu lực trong {minutes} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này.',
  mailDeviceSubject: 'Phê duyệt thiết bị mới',
  mailDeviceText:
    'Một thiết bị mới đang đăng nhập vào ví của bạn. Nếu đó là bạn, hãy phê duyệt tại đây: {link} Liên kết có hiệu lực trong {minutes} phút. Nếu không phải bạn, hãy bỏ qua email này.',
  mailUpdatePrimarySubject: 'Xác nhận thay đổi email',
  mailUpdatePrimaryText:
    'Mã để đổi email của bạn thành {email} là {code}. Mã có hiệu lực trong {minutes} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này.',
  mailUpdateSecondarySubject: 'Xác nhận email mới',
  mailUpdateSecondaryText:
    'Mã để xác nhận địa chỉ này cho ví của bạn là {code}. Mã có hiệu lực trong {minutes} phút.',
  mailExportSubject: 'Mã để xuất khóa của bạn',
  mailExportText:
    'Mã để hiển thị khóa ví của bạn là {code}. Mã có hiệu lực trong {minutes} phút. Nếu bạn không yêu cầu, đừng dùng mã này và hãy đăng xuất trên các thiết bị của bạn.',

  deviceTitle: 'Phê duyệt thiết bị này',
  deviceIntro:
    'Một thiết bị mới đã yêu cầu sử dụng ví của bạn. Chỉ phê duyệt nếu bạn đang đăng nhập ngay lúc này.',
  deviceApprove: 'Phê duyệt thiết bị này',
  deviceApproved:
    'Đã phê duyệt thiết bị. Hãy quay lại ứng dụng: mã đăng nhập đang được gửi đến email của bạn.',
  deviceLinkInvalid: 'Liên kết này không hợp lệ hoặc đã hết hạn.',
} satisfies EmbeddedStrings
