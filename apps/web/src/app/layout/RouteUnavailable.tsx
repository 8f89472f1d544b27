import { Button } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../common/components/EmptyState';
import { PublicPageFrame } from '../../common/components/PublicPageFrame';
import { useLanguage } from '../../common/hooks/useLanguage';
import { paths } from '../../common/routing/paths';

/**
 * Shown only for an address the shell itself sends people to (Login) while the page behind it is
 * not registered: redirecting would loop Main -> Login -> Main.
 */
export function RouteUnavailable() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <PublicPageFrame>
      <div data-testid="route-unavailable">
        <EmptyState
          icon={<IconCompass size={30} stroke={1.6} />}
          title={t('routeUnavailable.title')}
          text={t('routeUnavailable.text')}
          action={
            <Button component={Link} to={paths.main(lang)} variant="light" radius="xl">
              {t('routeUnavailable.action')}
            </Button>
          }
        />
      </div>
    </PublicPageFrame>
  );
}
