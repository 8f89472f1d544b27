import { textDirection, type Language } from '@vitrina/contracts';
import type { MailMessage } from '../../../adapters/mail';
import { CODE_TTL_SECONDS } from '../one-time-codes.service';

export type CodeMailKind = 'registration' | 'password_restore' | 'account_deletion';

/** What differs between the code mails. */
interface CodeMailText {
  subject: string;
  intro: string;
  ignore: string;
}

/** The lines every code mail shares, by language. */
const SHARED: Record<Language, { codeLine: (code: string) => string; expiry: (minutes: number) => string }> = {
  en: {
    codeLine: (code) => `Your code: ${code}`,
    expiry: (minutes) => `The code is valid for ${minutes} minutes and can be used once.`,
  },
  ar: {
    codeLine: (code) => `رمزك: ${code}`,
    expiry: (minutes) => `الرمز صالح لمدة ${minutes} دقائق ويمكن استخدامه مرة واحدة.`,
  },
  es: {
    codeLine: (code) => `Tu código: ${code}`,
    expiry: (minutes) => `El código es válido durante ${minutes} minutos y solo se puede usar una vez.`,
  },
  ko: {
    codeLine: (code) => `인증 코드: ${code}`,
    expiry: (minutes) => `이 코드는 ${minutes}분 동안 유효하며 한 번만 사용할 수 있습니다.`,
  },
};

const TEXTS: Record<CodeMailKind, Record<Language, CodeMailText>> = {
  registration: {
    en: {
      subject: 'Your Vitrina registration code',
      intro: 'Use this code to finish creating your Vitrina account.',
      ignore: 'If you did not ask to register, ignore this message.',
    },
    ar: {
      subject: 'رمز التسجيل في Vitrina',
      intro: 'استخدم هذا الرمز لإكمال إنشاء حسابك في Vitrina.',
      ignore: 'إذا لم تطلب التسجيل، فتجاهل هذه الرسالة.',
    },
    es: {
      subject: 'Tu código de registro en Vitrina',
      intro: 'Usa este código para terminar de crear tu cuenta de Vitrina.',
      ignore: 'Si no has solicitado el registro, ignora este mensaje.',
    },
    ko: {
      subject: 'Vitrina 가입 인증 코드',
      intro: 'Vitrina 계정 만들기를 완료하려면 이 코드를 사용하세요.',
      ignore: '가입을 요청하지 않았다면 이 메일을 무시하세요.',
    },
  },
  password_restore: {
    en: {
      subject: 'Your Vitrina password reset code',
      intro: 'Use this code to set a new password for your Vitrina account.',
      ignore: 'If you did not ask to reset your password, ignore this message: your password stays the same.',
    },
    ar: {
      subject: 'رمز إعادة تعيين كلمة المرور في Vitrina',
      intro: 'استخدم هذا الرمز لتعيين كلمة مرور جديدة لحسابك في Vitrina.',
      ignore: 'إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
    },
    es: {
      subject: 'Tu código para restablecer la contraseña de Vitrina',
      intro: 'Usa este código para establecer una nueva contraseña en tu cuenta de Vitrina.',
      ignore: 'Si no has solicitado restablecer la contraseña, ignora este mensaje: tu contraseña no cambia.',
    },
    ko: {
      subject: 'Vitrina 비밀번호 재설정 코드',
      intro: 'Vitrina 계정의 새 비밀번호를 설정하려면 이 코드를 사용하세요.',
      ignore: '비밀번호 재설정을 요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 그대로 유지됩니다.',
    },
  },
  account_deletion: {
    en: {
      subject: 'Your Vitrina account deletion code',
      intro: 'Use this code to confirm that your Vitrina account, its images and its data are deleted for good.',
      ignore: 'If you did not ask to delete your account, ignore this message: nothing is deleted.',
    },
    ar: {
      subject: 'رمز حذف حسابك في Vitrina',
      intro: 'استخدم هذا الرمز لتأكيد حذف حسابك في Vitrina وصوره وبياناته نهائيًا.',
      ignore: 'إذا لم تطلب حذف حسابك، فتجاهل هذه الرسالة: لن يُحذف شيء.',
    },
    es: {
      subject: 'Tu código para eliminar la cuenta de Vitrina',
      intro: 'Usa este código para confirmar que tu cuenta de Vitrina, sus imágenes y sus datos se eliminan para siempre.',
      ignore: 'Si no has pedido eliminar tu cuenta, ignora este mensaje: no se elimina nada.',
    },
    ko: {
      subject: 'Vitrina 계정 삭제 코드',
      intro: 'Vitrina 계정과 이미지, 데이터를 영구 삭제하려면 이 코드로 확인하세요.',
      ignore: '계정 삭제를 요청하지 않았다면 이 메일을 무시하세요. 아무것도 삭제되지 않습니다.',
    },
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mail that carries a one-time code, in the language of the request that asked for it. */
export function codeMail(kind: CodeMailKind, code: string, language: Language, to: string): MailMessage {
  const text = { ...SHARED[language], ...TEXTS[kind][language] };
  const minutes = CODE_TTL_SECONDS / 60;
  const dir = textDirection(language);
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(text.intro)}</p>`,
    `<p style="font-size:24px;font-weight:bold;letter-spacing:4px" dir="ltr">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(text.expiry(minutes))}</p>`,
    `<p style="color:#666">${escapeHtml(text.ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: text.subject,
    text: [text.intro, '', text.codeLine(code), '', text.expiry(minutes), '', text.ignore].join('\n'),
    html,
    logLine: `${kind} code for ${to}: ${code}`,
  };
}
