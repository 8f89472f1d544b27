import { textDirection, type Language } from '@vitrina/contracts';
import type { MailMessage } from '../../../adapters/mail';

interface AccountExistsText {
  subject: string;
  intro: string;
  signIn: string;
  restore: string;
  ignore: string;
}

const TEXTS: Record<Language, AccountExistsText> = {
  en: {
    subject: 'You already have a Vitrina account',
    intro: 'Someone, probably you, asked to register a new Vitrina account with this address. You already have an account, so no new one was created.',
    signIn: 'Sign in',
    restore: 'Forgot your password? Set a new one',
    ignore: 'If you did not ask to register, ignore this message: nothing has changed.',
  },
  ar: {
    subject: 'لديك حساب في Vitrina بالفعل',
    intro: 'طلب شخص ما، ربما أنت، تسجيل حساب جديد في Vitrina بهذا العنوان. لديك حساب بالفعل، لذلك لم يُنشأ حساب جديد.',
    signIn: 'تسجيل الدخول',
    restore: 'نسيت كلمة المرور؟ عيّن كلمة مرور جديدة',
    ignore: 'إذا لم تطلب التسجيل، فتجاهل هذه الرسالة: لم يتغير شيء.',
  },
  es: {
    subject: 'Ya tienes una cuenta de Vitrina',
    intro: 'Alguien, probablemente tú, ha pedido registrar una cuenta nueva de Vitrina con esta dirección. Ya tienes una cuenta, así que no se ha creado otra.',
    signIn: 'Iniciar sesión',
    restore: '¿Olvidaste tu contraseña? Crea una nueva',
    ignore: 'Si no has solicitado el registro, ignora este mensaje: no ha cambiado nada.',
  },
  ko: {
    subject: '이미 Vitrina 계정이 있습니다',
    intro: '누군가(아마도 본인)가 이 주소로 새 Vitrina 계정 가입을 요청했습니다. 이미 계정이 있으므로 새 계정은 만들어지지 않았습니다.',
    signIn: '로그인',
    restore: '비밀번호를 잊으셨나요? 새 비밀번호 설정',
    ignore: '가입을 요청하지 않았다면 이 메일을 무시하세요. 아무것도 변경되지 않았습니다.',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Sent instead of a registration code when the address already has an account: the caller gets
 * the same "code sent" answer either way (no account enumeration), the owner learns it here.
 */
export function accountExistsMail(language: Language, to: string, publicUrl: string): MailMessage {
  const text = TEXTS[language];
  const base = publicUrl.replace(/\/$/, '');
  const signInUrl = `${base}/${language}/auth/login`;
  const restoreUrl = `${base}/${language}/auth/forget-password`;
  const html = [
    `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(text.intro)}</p>`,
    `<p><a href="${escapeHtml(signInUrl)}">${escapeHtml(text.signIn)}</a></p>`,
    `<p><a href="${escapeHtml(restoreUrl)}">${escapeHtml(text.restore)}</a></p>`,
    `<p style="color:#666">${escapeHtml(text.ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: text.subject,
    text: [text.intro, '', `${text.signIn}: ${signInUrl}`, `${text.restore}: ${restoreUrl}`, '', text.ignore].join('\n'),
    html,
    logLine: `registration attempt for the existing account ${to}`,
  };
}
