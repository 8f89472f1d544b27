import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../common/api';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { showErrorToast, showToast } from '../../../common/notifications/toast';
import { errorText } from '../../../i18n/errorText';
import { authApi } from '../api/authApi';
import { authPaths } from '../authPaths';
import { AuthCard } from '../components/AuthCard';
import { CodeStep } from '../components/CodeStep';
import { hasErrors, validateEmail, validateNewPassword, type FieldErrors, type NewPasswordField } from '../forms/validation';

type Step = { name: 'email' } | { name: 'code'; resendAt: number; error: string | null } | { name: 'password'; code: string };

/** ForgetPassword (spec §2, §7): request a code → check it → choose a new password → Login. */
export function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [passwords, setPasswords] = useState({ password: '', passwordConfirmation: '' });
  const [passwordErrors, setPasswordErrors] = useState<FieldErrors<NewPasswordField>>({});
  const [busy, setBusy] = useState(false);

  const requestCode = async () => {
    const sent = await authApi.requestRestore(email);
    setStep({ name: 'code', resendAt: Date.now() + sent.resendAfter * 1000, error: null });
  };

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmail(email);
    setEmailError(found.email ? errorText(found.email) : undefined);
    if (found.email) return;
    setBusy(true);
    try {
      await requestCode();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (code: string) => {
    try {
      await authApi.verifyRestore(email, code);
      setStep({ name: 'password', code });
    } catch (error) {
      if (isApiError(error) && error.status < 500 && error.status !== 429) setStep((current) => (current.name === 'code' ? { ...current, error: error.message } : current));
      else showErrorToast(error);
    }
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'password') return;
    const found = validateNewPassword(passwords);
    setPasswordErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await authApi.restore({ email, verifyCode: step.code, newPassword: passwords.password });
      showToast({ message: t('restore.done'), tone: 'success' });
      await navigate(authPaths.login(lang), { replace: true });
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('restore.title')}
      subtitle={step.name === 'email' ? t('restore.subtitle') : step.name === 'code' ? t('code.subtitle') : t('restore.newPasswordSubtitle')}
      footer={
        <Text size="sm" ta="center">
          <Anchor component={Link} to={authPaths.login(lang)}>
            {t('restore.toLogin')}
          </Anchor>
        </Text>
      }
    >
      {step.name === 'email' ? (
        <form onSubmit={(event) => void submitEmail(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              dir="ltr"
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setEmailError(undefined);
              }}
              error={emailError}
              required
              autoFocus
            />
            <Button type="submit" loading={busy} fullWidth>
              {t('restore.sendCode')}
            </Button>
          </Stack>
        </form>
      ) : null}
      {step.name === 'code' ? (
        <CodeStep
          email={email}
          resendAt={step.resendAt}
          error={step.error}
          submitLabel={t('restore.checkCode')}
          onSubmit={verify}
          onResend={() => requestCode().catch((error: unknown) => void showErrorToast(error))}
          onBack={() => setStep({ name: 'email' })}
        />
      ) : null}
      {step.name === 'password' ? (
        <form onSubmit={(event) => void submitPassword(event)} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={t('fields.newPassword')}
              description={t('fields.passwordHint')}
              autoComplete="new-password"
              value={passwords.password}
              onChange={(event) => setPasswords({ ...passwords, password: event.currentTarget.value })}
              error={passwordErrors.password ? errorText(passwordErrors.password) : undefined}
              required
              autoFocus
            />
            <PasswordInput
              label={t('fields.passwordConfirmation')}
              autoComplete="new-password"
              value={passwords.passwordConfirmation}
              onChange={(event) => setPasswords({ ...passwords, passwordConfirmation: event.currentTarget.value })}
              error={passwordErrors.passwordConfirmation ? errorText(passwordErrors.passwordConfirmation) : undefined}
              required
            />
            <Button type="submit" loading={busy} fullWidth>
              {t('restore.save')}
            </Button>
          </Stack>
        </form>
      ) : null}
    </AuthCard>
  );
}
