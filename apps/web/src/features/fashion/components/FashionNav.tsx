import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { fashionPaths } from '../api/fashionApi';

export function FashionNav() {
  const { t } = useTranslation('fashion');
  const paths = fashionPaths(useLanguage());
  return (
    <Group gap="md">
      <Anchor component={Link} to={paths.create} size="sm">
        {t('nav.new')}
      </Anchor>
      <Anchor component={Link} to={paths.products} size="sm">
        {t('nav.products')}
      </Anchor>
      <Anchor component={Link} to={paths.gallery} size="sm">
        {t('nav.gallery')}
      </Anchor>
    </Group>
  );
}
