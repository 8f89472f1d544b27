import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../common/api';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { paths } from '../../../common/routing/paths';
import { errorText } from '../../../i18n/errorText';
import { authApi } from '../api/authApi';
import { AuthCard } from '../components/AuthCard';
import { SocialButtons } from '../components/SocialButtons';
import { hasErrors, validateLogin, type FieldErrors, type LoginField } from '../forms/validation';
import { completeSignIn } from '../session/signIn';
import { authPaths } from '../authPaths';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      if (await completeSignIn(await authApi.login(values))) await navigate(paths.main(lang), { replace: true });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : errorText('something_went_wrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <Text size="sm" ta="center">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={authPaths.registration(lang)}>
            {t('login.toRegistration')}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" role="alert" data-testid="login-error">
              {failure}
            </Alert>
          ) : null}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            value={values.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            error={errors.email ? errorText(errors.email) : undefined}
            required
            autoFocus
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', event.currentTarget.value)}
            error={errors.password ? errorText(errors.password) : undefined}
            required
          />
          <Anchor component={Link} to={authPaths.forgetPassword(lang)} size="sm">
            {t('login.forgot')}
          </Anchor>
          <Button type="submit" loading={busy} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <SocialButtons />
    </AuthCard>
  );
}
