import { Button, Group } from '@mantine/core';
import { IconLayoutGrid, IconPackage, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { infographicsPaths } from '../paths';

/** Links between the two flavours and the gallery of every card; the current page is marked. */
export function FlavourLinks({ current }: { current: 'products' | 'images' | 'gallery' }) {
  const { t } = useTranslation('infographics');
  const lang = useLanguage();
  const links = [
    { id: 'products', to: infographicsPaths(lang, 'product').index(), label: t('flavours.products'), icon: IconPackage },
    { id: 'images', to: infographicsPaths(lang, 'standalone').index(), label: t('flavours.images'), icon: IconPhoto },
    { id: 'gallery', to: infographicsPaths(lang, 'standalone').gallery(), label: t('flavours.gallery'), icon: IconLayoutGrid },
  ] as const;
  return (
    <Group gap="xs" component="nav" aria-label={t('flavours.label')}>
      {links.map(({ id, to, label, icon: Icon }) => (
        <Button key={id} component={Link} to={to} size="xs" variant={id === current ? 'light' : 'subtle'} leftSection={<Icon size={14} />} aria-current={id === current ? 'page' : undefined} data-testid={`flavour-${id}`}>
          {label}
        </Button>
      ))}
    </Group>
  );
}
