import type { MailStrings } from './types.js'

/** Vietnamese. */
export const vi: MailStrings = {
  mailLoginSubject: 'Mã đăng nhập của bạn',
  mailLoginBody:
    'Mã đăng nhập của bạn là {code}.\n\nMã chỉ dùng được một lần, trong {minutes} phút. Nếu bạn không định đăng nhập, hãy bỏ qua email này.',
  mailDeviceSubject: 'Phê duyệt thiết bị mới của bạn',
  mailDeviceBody:
    'Có người đang đăng nhập vào ví của {email} trên một thiết bị mới. Nếu đó là bạn, hãy phê duyệt thiết bị bằng liên kết này:\n\n{link}\n\nLiên kết có hiệu lực trong {minutes} phút. Nếu không phải bạn, hãy bỏ qua email này; sẽ không có gì thay đổi.',
  mailEmailUpdatePrimarySubject: 'Xác nhận thay đổi email',
  mailEmailUpdatePrimaryBody:
    'Bạn đã yêu cầu đổi địa chỉ email của ví sang {newEmail}. Mã xác nhận của bạn là {code}.\n\nMã chỉ dùng được một lần, trong {minutes} phút. Nếu bạn không yêu cầu việc này, hãy bỏ qua email này; sẽ không có gì thay đổi.',
  mailEmailUpdateSecondarySubject: 'Xác nhận địa chỉ email mới',
  mailEmailUpdateSecondaryBody:
    'Mã xác nhận địa chỉ này cho ví của bạn là {code}.\n\nMã chỉ dùng được một lần, trong {minutes} phút.',
  mailExportSubject: 'Mã xuất khóa của bạn',
  mailExportBody:
    'Mã để xuất khóa riêng tư của ví bạn là {code}.\n\nMã chỉ dùng được một lần, trong {minutes} phút. Đừng bao giờ chia sẻ mã này hay khóa của bạn. Nếu bạn không yêu cầu xuất khóa, hãy bỏ qua email này.',
  mailKitSubject: 'Mã bộ khôi phục khẩn cấp của bạn',
  mailKitBody:
    'Mã để tải xuống bộ khôi phục khẩn cấp của ví bạn là {code}.\n\nMã chỉ dùng được một lần, trong {minutes} phút. Đừng bao giờ chia sẻ mã này. Nếu bạn không yêu cầu bộ khôi phục khẩn cấp, hãy bỏ qua email này.',
  mailDevicePageTitle: 'Phê duyệt thiết bị này?',
  mailDevicePageBody:
    'Một thiết bị mới yêu cầu đăng nhập vào ví của {email}. Chỉ phê duyệt nếu chính bạn đã bắt đầu lần đăng nhập này.',
  mailDevicePageButton: 'Phê duyệt thiết bị này',
  mailDevicePageRequested: 'Yêu cầu này đến lúc {time} từ {device}.',
  mailDevicePageBrowserOnOs: '{browser} trên {os}',
  mailDevicePageUnknown: 'không rõ',
  mailDeviceApprovedTitle: 'Đã phê duyệt thiết bị',
  mailDeviceApprovedBody:
    'Chúng tôi đã gửi mã đăng nhập vào email của bạn. Hãy quay lại ứng dụng và nhập mã ở đó.',
  mailDeviceLinkInvalidTitle: 'Liên kết này không còn dùng được',
  mailDeviceLinkInvalidBody:
    'Liên kết đã hết hạn hoặc đã được sử dụng. Hãy bắt đầu đăng nhập lại trong ứng dụng.',
  mailDeviceRateLimited: 'Đã gửi quá nhiều email. Hãy thử lại sau {seconds} giây.',
  mailExitSubject: 'Chấp thuận chuyển ví của bạn',
  mailExitBody:
    'Nhà vận hành dịch vụ ví của bạn yêu cầu chuyển ví của {email} sang một dịch vụ ví khác: {to}\n\nVí của bạn giữ nguyên các địa chỉ. Sau khi chuyển, bạn đăng nhập tại {to} bằng địa chỉ email này và mật khẩu khôi phục của bạn. Để chấp thuận hoặc từ chối, hãy mở liên kết này:\n\n{link}\n\nLiên kết có hiệu lực trong {hours} giờ. Nếu bạn không làm gì, ví của bạn vẫn ở nguyên chỗ cũ.',
  mailExitPageTitle: 'Chuyển ví của bạn?',
  mailExitPageBody:
    'Nhà vận hành dịch vụ ví này yêu cầu chuyển ví của {email} sang một dịch vụ ví khác: {to}. Ví của bạn giữ nguyên các địa chỉ; sau đó bạn dùng ví ở đó, với cùng địa chỉ email và mật khẩu khôi phục, và không dùng ở đây nữa. Chỉ chấp thuận nếu bạn đã biết trước việc chuyển này.',
  mailExitPageApprove: 'Chấp thuận chuyển ví',
  mailExitPageDecline: 'Từ chối',
  mailExitApprovedTitle: 'Đã chấp thuận chuyển ví',
  mailExitApprovedBody:
    'Ví của bạn sẽ được chuyển sang {to}. Sau khi chuyển xong, hãy đăng nhập ở đó bằng địa chỉ email này và mật khẩu khôi phục của bạn.',
  mailExitDeclinedTitle: 'Đã từ chối chuyển ví',
  mailExitDeclinedBody: 'Ví của bạn vẫn ở dịch vụ này. Không có gì được gửi đi đâu cả.',
  mailExitLinkInvalidBody:
    'Liên kết đã hết hạn hoặc đã được trả lời. Nếu bạn vẫn cần trả lời, hãy xin nhà vận hành dịch vụ ví của bạn một liên kết mới.',
}
