import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import type { TokenPair } from '@vitrina/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../common/api';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { paths } from '../../../common/routing/paths';
import { errorText } from '../../../i18n/errorText';
import { authApi } from '../api/authApi';
import { authPaths } from '../authPaths';
import { AuthCard } from '../components/AuthCard';
import { FinishSocialRegistration } from '../components/FinishSocialRegistration';
import { completeSignIn } from '../session/signIn';

interface Provider {
  /** Signs in with what the provider put in the address. */
  login: (query: URLSearchParams) => Promise<TokenPair>;
  register: (sessionId: string, countryCode: string) => Promise<TokenPair>;
}

const PROVIDERS: Record<'google' | 'telegram', Provider> = {
  google: {
    login: (query) => authApi.google(query.get('code') ?? '', query.get('state') ?? undefined),
    register: authApi.googleRegister,
  },
  telegram: {
    login: (query) => authApi.telegram(Object.fromEntries(query.entries())),
    register: authApi.telegramRegister,
  },
};

function registrationSession(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = (error.body as { data?: { sessionId?: unknown } } | undefined)?.data;
  return typeof data?.sessionId === 'string' ? data.sessionId : null;
}

/** Where Google (`/auth/google`) and Telegram (`/auth/telegram`) send the browser back. */
export function SocialCallbackPage({ provider }: { provider: 'google' | 'telegram' }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [state, setState] = useState<{ name: 'working' } | { name: 'register'; sessionId: string } | { name: 'failed'; message: string }>({ name: 'working' });
  const started = useRef(false);

  const finish = async (tokens: TokenPair, registered: boolean) => {
    if (await completeSignIn(tokens, { registered })) await navigate(paths.main(lang), { replace: true });
    else setState({ name: 'failed', message: errorText('something_went_wrong') });
  };

  useEffect(() => {
    // The code in the address is single-use: never send it twice (StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    const { login } = PROVIDERS[provider];
    login(query).then(
      (tokens) => finish(tokens, false),
      (error: unknown) => {
        const sessionId = registrationSession(error);
        if (sessionId) setState({ name: 'register', sessionId });
        else setState({ name: 'failed', message: isApiError(error) ? error.message : errorText('something_went_wrong') });
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AuthCard title={t(`social.${provider}Title`)} subtitle={state.name === 'register' ? t('social.finishSubtitle') : undefined}>
      {state.name === 'working' ? (
        <Stack align="center" gap="sm">
          <Loader />
          <Text size="sm">{t('social.working')}</Text>
        </Stack>
      ) : null}
      {state.name === 'register' ? (
        <FinishSocialRegistration
          onFinish={async (countryCode) => {
            try {
              await finish(await PROVIDERS[provider].register(state.sessionId, countryCode), true);
            } catch (error) {
              setState({ name: 'failed', message: isApiError(error) ? error.message : errorText('something_went_wrong') });
            }
          }}
        />
      ) : null}
      {state.name === 'failed' ? (
        <Stack gap="md">
          <Alert color="red" role="alert">
            {state.message}
          </Alert>
          <Anchor component={Link} to={authPaths.login(lang)}>
            {t('restore.toLogin')}
          </Anchor>
        </Stack>
      ) : null}
    </AuthCard>
  );
}
