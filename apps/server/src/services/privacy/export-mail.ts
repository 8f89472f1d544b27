import { textDirection, type Language } from '@vitrina/contracts';
import type { MailMessage } from '../../adapters/mail';

interface ExportMailText {
  subject: string;
  intro: string;
  link: string;
  expiry: (days: number) => string;
}

const TEXTS: Record<Language, ExportMailText> = {
  en: {
    subject: 'Your Vitrina data is ready to download',
    intro: 'The archive of your Vitrina account (your data and every stored image) is ready.',
    link: 'Sign in and download it from your profile:',
    expiry: (days) => `The download works only for you, while you are signed in, for ${days} days.`,
  },
  ar: {
    subject: 'بياناتك في Vitrina جاهزة للتنزيل',
    intro: 'أرشيف حسابك في Vitrina (بياناتك وكل الصور المحفوظة) جاهز.',
    link: 'سجّل الدخول ونزّله من ملفك الشخصي:',
    expiry: (days) => `التنزيل متاح لك وحدك بعد تسجيل الدخول، لمدة ${days} أيام.`,
  },
  es: {
    subject: 'Tus datos de Vitrina están listos para descargar',
    intro: 'El archivo de tu cuenta de Vitrina (tus datos y todas las imágenes guardadas) está listo.',
    link: 'Inicia sesión y descárgalo desde tu perfil:',
    expiry: (days) => `La descarga solo funciona para ti, con la sesión iniciada, durante ${days} días.`,
  },
  ko: {
    subject: 'Vitrina 데이터를 내려받을 수 있습니다',
    intro: 'Vitrina 계정의 보관 파일(데이터와 저장된 모든 이미지)이 준비되었습니다.',
    link: '로그인한 뒤 프로필에서 내려받으세요:',
    expiry: (days) => `다운로드는 로그인한 본인만 ${days}일 동안 할 수 있습니다.`,
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** "Your export is ready", with the link to the profile page that holds the download. */
export function exportReadyMail(to: string, language: Language, link: string, days: number): MailMessage {
  const text = TEXTS[language];
  const html = [
    `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(text.intro)}</p>`,
    `<p>${escapeHtml(text.link)} <a href="${escapeHtml(link)}" dir="ltr">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(text.expiry(days))}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: text.subject, text: [text.intro, '', text.link, link, '', text.expiry(days)].join('\n'), html, logLine: `account export ready for ${to}: ${link}` };
}
