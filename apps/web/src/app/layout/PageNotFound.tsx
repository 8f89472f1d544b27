import { Button, Text } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { EmptyState } from '../../common/components/EmptyState';
import { PublicPageFrame } from '../../common/components/PublicPageFrame';
import { useLanguage } from '../../common/hooks/useLanguage';
import { paths } from '../../common/routing/paths';
import { RouteUnavailable } from './RouteUnavailable';

/** Seconds before an unknown address goes on to Main (spec §2), so the visitor can read why first. */
const NOT_FOUND_SECONDS = 8;

/**
 * An address no page answers: says so in the visitor's language with a way back to Main, then
 * goes there by itself as the spec asks for unnamed routes (issue 19: not a silent redirect).
 */
export function PageNotFound() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [left, setLeft] = useState(NOT_FOUND_SECONDS);

  useEffect(() => {
    if (left <= 0) {
      void navigate(paths.main(lang), { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, lang, navigate]);

  return (
    <PublicPageFrame>
      <div data-testid="page-not-found">
        <EmptyState
          icon={<IconMapQuestion size={30} stroke={1.6} />}
          title={t('notFound.title')}
          text={t('notFound.text')}
          action={
            <>
              <Button component={Link} to={paths.main(lang)} replace variant="filled" radius="xl" data-testid="not-found-main">
                {t('notFound.action')}
              </Button>
              <Text size="xs" c="dimmed" mt="xs" aria-live="off">
                {t('notFound.countdown', { seconds: left })}
              </Text>
            </>
          }
        />
      </div>
    </PublicPageFrame>
  );
}

/** The catch-all route's page: Login's stand-in while Login is not registered, else "page not found". */
export function UnknownRoute() {
  const data = useLoaderData<{ login: boolean } | undefined>();
  return data?.login ? <RouteUnavailable /> : <PageNotFound />;
}
