import { Button, Menu } from '@mantine/core';
import { LANGUAGES } from '@vitrina/contracts';
import { IconCheck, IconChevronDown, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '../hooks/useLanguage';
import { pathInLanguage } from '../routing/paths';

/** Switches the interface language by moving the current address to another `/:lang`. */
export function LanguageMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation(['common', 'layout']);
  const lang = useLanguage();
  const location = useLocation();
  return (
    <Menu position="bottom-end" shadow="md" radius="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          fw={500}
          fullWidth={fullWidth}
          justify={fullWidth ? 'space-between' : undefined}
          leftSection={<IconWorld size={18} stroke={1.6} />}
          rightSection={<IconChevronDown size={14} />}
          // The name starts with the visible label (WCAG 2.5.3), then says what the button does.
          aria-label={t('common:a11y.languageButton', { language: t(`common:languages.${lang}`) })}
        >
          {t(`common:languages.${lang}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            component={Link}
            to={pathInLanguage(location, language)}
            lang={language}
            rightSection={language === lang ? <IconCheck size={16} /> : null}
          >
            {t(`common:languages.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
