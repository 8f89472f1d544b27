import { LANGUAGES } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { accountExistsMail } from './account-exists-mail';
import { codeMail } from './code-mails';

describe('code mails', () => {
  it.each(LANGUAGES)('carry the code, the 10-minute validity and the right direction in %s', (language) => {
    for (const kind of ['registration', 'password_restore'] as const) {
      const mail = codeMail(kind, '042917', language, 'ana@example.com');
      expect(mail.text).toContain('042917');
      expect(mail.text).toContain('10');
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain(language === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
      expect(mail.subject.length).toBeGreaterThan(5);
    }
  });

  it('has distinct texts per language and per purpose', () => {
    const subjects = LANGUAGES.flatMap((language) => [codeMail('registration', '1', language, 'a@b.co').subject, codeMail('password_restore', '1', language, 'a@b.co').subject]);
    expect(new Set(subjects).size).toBe(subjects.length);
  });
});

describe('the "you already have an account" mail', () => {
  it.each(LANGUAGES)('links to sign-in and password restore in %s, with no code', (language) => {
    const mail = accountExistsMail(language, 'ana@example.com', 'https://vitrina.example/');
    expect(mail.text).toContain(`https://vitrina.example/${language}/auth/login`);
    expect(mail.html).toContain(`https://vitrina.example/${language}/auth/forget-password`);
    expect(mail.html).toContain(language === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
    expect(mail.text).not.toMatch(/\d{6}/);
  });
});
