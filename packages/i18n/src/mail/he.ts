import type { MailStrings } from './types.js'

/** Hebrew. */
export const he: MailStrings = {
  mailLoginSubject: 'קוד הכניסה שלך',
  mailLoginBody:
    'קוד הכניסה שלך הוא {code}.\n\nהוא תקף לשימוש אחד, במשך {minutes} דקות. אם לא ניסית להיכנס, אפשר להתעלם מהודעה זו.',
  mailDeviceSubject: 'אישור המכשיר החדש שלך',
  mailDeviceBody:
    'מישהו נכנס לארנק של {email} ממכשיר חדש. אם הכניסה היא שלך, יש לאשר את המכשיר בקישור הזה:\n\n{link}\n\nהקישור תקף במשך {minutes} דקות. אם הכניסה אינה שלך, אפשר להתעלם מהודעה זו ושום דבר לא ישתנה.',
  mailEmailUpdatePrimarySubject: 'אישור שינוי כתובת הדוא״ל',
  mailEmailUpdatePrimaryBody:
    'התקבלה בקשה לשנות את כתובת הדוא״ל של הארנק שלך ל-{newEmail}. קוד האישור שלך הוא {code}.\n\nהוא תקף לשימוש אחד, במשך {minutes} דקות. אם לא ביקשת זאת, אפשר להתעלם מהודעה זו ושום דבר לא ישתנה.',
  mailEmailUpdateSecondarySubject: 'אישור כתובת הדוא״ל החדשה שלך',
  mailEmailUpdateSecondaryBody:
    'הקוד לאישור הכתובת הזו עבור הארנק שלך הוא {code}.\n\nהוא תקף לשימוש אחד, במשך {minutes} דקות.',
  mailExportSubject: 'קוד ייצוא המפתח שלך',
  mailExportBody:
    'הקוד לייצוא המפתח הפרטי של הארנק שלך הוא {code}.\n\nהוא תקף לשימוש אחד, במשך {minutes} דקות. אין לשתף את הקוד הזה או את המפתח שלך עם אף אחד. אם לא ביקשת לייצא את המפתח, אפשר להתעלם מהודעה זו.',
  mailKitSubject: 'קוד ערכת החירום שלך',
  mailKitBody:
    'הקוד להורדת ערכת החירום של הארנק שלך הוא {code}.\n\nהוא תקף לשימוש אחד, במשך {minutes} דקות. אין לשתף את הקוד הזה עם אף אחד. אם לא ביקשת ערכת חירום, אפשר להתעלם מהודעה זו.',
  mailDevicePageTitle: 'לאשר את המכשיר הזה?',
  mailDevicePageBody: 'מכשיר חדש ביקש להיכנס לארנק של {email}. יש לאשר אותו רק אם הכניסה הזו התחילה אצלך.',
  mailDevicePageButton: 'אישור המכשיר הזה',
  mailDevicePageRequested: 'הבקשה הזו הגיעה ב-{time} מ-{device}.',
  mailDevicePageBrowserOnOs: '{browser} ב-{os}',
  mailDevicePageUnknown: 'לא ידוע',
  mailDeviceApprovedTitle: 'המכשיר אושר',
  mailDeviceApprovedBody: 'שלחנו לך קוד כניסה בדוא״ל. יש לחזור לאפליקציה ולהזין אותו שם.',
  mailDeviceLinkInvalidTitle: 'הקישור הזה כבר לא עובד',
  mailDeviceLinkInvalidBody: 'פג תוקפו או שכבר נעשה בו שימוש. יש להתחיל את הכניסה מחדש באפליקציה.',
  mailDeviceRateLimited: 'נשלחו יותר מדי הודעות. אפשר לנסות שוב בעוד {seconds} שנ׳.',
  mailExitSubject: 'אשרו את העברת הארנק שלכם',
  mailExitBody:
    'המפעיל של שירות הארנק שלכם מבקש להעביר את הארנק של {email} לשירות ארנק אחר: {to}\n\nהארנק שומר על הכתובות שלו. אחרי ההעברה נכנסים ב-{to} עם כתובת הדוא"ל הזו וסיסמת השחזור. כדי לאשר או לדחות, פתחו את הקישור:\n\n{link}\n\nהקישור פעיל למשך {hours} שעות. אם לא תעשו דבר, הארנק יישאר במקומו.',
  mailExitPageTitle: 'להעביר את הארנק?',
  mailExitPageBody:
    'המפעיל של שירות הארנק הזה מבקש להעביר את הארנק של {email} לשירות ארנק אחר: {to}. הארנק שומר על הכתובות שלו; לאחר מכן משתמשים בו שם, עם אותה כתובת דוא"ל וסיסמת השחזור, ולא עוד כאן. אשרו רק אם ציפיתם להעברה הזו.',
  mailExitPageApprove: 'אישור ההעברה',
  mailExitPageDecline: 'דחייה',
  mailExitApprovedTitle: 'ההעברה אושרה',
  mailExitApprovedBody: 'הארנק שלכם יועבר אל {to}. אחרי שיועבר, היכנסו שם עם כתובת הדוא"ל הזו וסיסמת השחזור.',
  mailExitDeclinedTitle: 'ההעברה נדחתה',
  mailExitDeclinedBody: 'הארנק נשאר בשירות הזה. שום דבר לא נשלח לשום מקום.',
  mailExitLinkInvalidBody:
    'פג תוקפו או שכבר נענה. אם עדיין צריך לענות, בקשו קישור חדש מהמפעיל של שירות הארנק.',
}
