import { Anchor, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../common/api';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { showErrorToast } from '../../../common/notifications/toast';
import { paths } from '../../../common/routing/paths';
import { errorText } from '../../../i18n/errorText';
import { authApi } from '../api/authApi';
import { useAuthProviders } from '../api/useAuthProviders';
import { authPaths } from '../authPaths';
import { AuthCard } from '../components/AuthCard';
import { CaptchaError, useCaptcha } from '../components/CaptchaField';
import { CodeStep } from '../components/CodeStep';
import { SocialButtons } from '../components/SocialButtons';
import { useCountryDefault } from '../forms/useCountryDefault';
import { hasErrors, validateRegistration, type RegistrationField, type RegistrationValues } from '../forms/validation';
import { completeSignIn } from '../session/signIn';
import { RegistrationForm } from './RegistrationForm';

const EMPTY: RegistrationValues = { email: '', password: '', passwordConfirmation: '', phone: '', countryCode: '', agreement: false };
type FieldTexts = Partial<Record<RegistrationField, string>>;

/** Server field errors (`fields.<name>`) become texts on the matching inputs. */
function serverFieldTexts(error: unknown): FieldTexts {
  if (!isApiError(error)) return {};
  const texts: FieldTexts = {};
  for (const [field, message] of Object.entries(error.fields)) if (field in EMPTY) texts[field as RegistrationField] = message;
  if (error.code === 'email_taken') texts.email = error.message;
  return texts;
}

/** Registration (spec §2): the form, a captcha, then the six-digit code mailed to the address. */
export function RegistrationPage() {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const navigate = useNavigate();
  const captchaConfig = useAuthProviders().data?.captcha;
  const captcha = useCaptcha(captchaConfig);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldTexts>({});
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeStep, setCodeStep] = useState<{ resendAt: number; error: string | null } | null>(null);
  useCountryDefault(values.countryCode, (code) => setValues((current) => ({ ...current, countryCode: current.countryCode || code })));

  const change = <Field extends RegistrationField>(field: Field, value: RegistrationValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const sendCode = async (): Promise<boolean> => {
    const answer = await captcha.answer('register');
    if (!answer) {
      setCaptchaError(errorText('captcha_failed'));
      return false;
    }
    setCaptchaError(null);
    try {
      captcha.renew();
      const sent = await authApi.requestCode({ email: values.email, password: values.password, countryCode: values.countryCode, ...answer });
      setCodeStep({ resendAt: Date.now() + sent.resendAfter * 1000, error: null });
      return true;
    } catch (error) {
      const fieldTexts = serverFieldTexts(error);
      if (hasErrors(fieldTexts)) setErrors(fieldTexts);
      else if (isApiError(error) && error.code === 'captcha_failed') setCaptchaError(error.message);
      else showErrorToast(error);
      return false;
    }
  };

  const submitForm = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, code]) => [field, errorText(code)])));
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await sendCode();
    } finally {
      setBusy(false);
    }
  };

  const register = async (verifyCode: string) => {
    try {
      const answer = await authApi.register({
        email: values.email,
        password: values.password,
        verifyCode,
        countryCode: values.countryCode,
        phone: values.phone,
        agreement: true,
      });
      if (await completeSignIn(answer, { registered: true })) await navigate(paths.main(lang), { replace: true });
    } catch (error) {
      const fieldTexts = serverFieldTexts(error);
      if (isApiError(error) && (error.code === 'code_mismatch' || error.code === 'code_expired')) setCodeStep((step) => step && { ...step, error: error.message });
      else if (hasErrors(fieldTexts)) {
        setErrors(fieldTexts);
        setCodeStep(null);
      } else showErrorToast(error);
    }
  };

  return (
    <AuthCard
      title={t('registration.title')}
      subtitle={codeStep ? t('code.subtitle') : t('registration.subtitle')}
      footer={
        <Text size="sm" ta="center">
          {t('registration.haveAccount')}{' '}
          <Anchor component={Link} to={authPaths.login(lang)}>
            {t('registration.toLogin')}
          </Anchor>
        </Text>
      }
    >
      {codeStep ? (
        <CodeStep
          email={values.email}
          resendAt={codeStep.resendAt}
          error={codeStep.error}
          submitLabel={t('registration.finish')}
          onSubmit={register}
          onResend={async () => {
            await sendCode();
          }}
          onBack={() => setCodeStep(null)}
          note={
            <Text size="sm" c="dimmed" data-testid="registration-existing-note">
              {t('registration.existingNote')}{' '}
              <Anchor component={Link} to={authPaths.forgetPassword(lang)}>
                {t('registration.toRestore')}
              </Anchor>
            </Text>
          }
          captcha={
            <>
              {captcha.field}
              <CaptchaError message={captchaError} />
            </>
          }
        />
      ) : (
        <form onSubmit={(event) => void submitForm(event)} noValidate>
          <RegistrationForm
            values={values}
            errors={errors}
            onChange={change}
            busy={busy}
            captcha={
              <>
                {captcha.field}
                <CaptchaError message={captchaError} />
              </>
            }
          />
        </form>
      )}
      {codeStep ? null : <SocialButtons />}
    </AuthCard>
  );
}
