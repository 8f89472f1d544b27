import { Badge, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LegalLinks } from '../../features/privacy';
import type { NavEntries, NavEntry } from '../navigation/useNavEntries';
import classes from './SideMenu.module.css';

function MenuLink({ entry, compact, onNavigate }: { entry: NavEntry; compact: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const Icon = entry.icon;
  const link = (
    <NavLink to={entry.to} className={classes.link} data-compact={compact || undefined} onClick={onNavigate} aria-label={compact ? entry.label : undefined}>
      <Icon className={classes.icon} size={20} stroke={1.7} aria-hidden />
      {!compact && (
        // The badges wrap under the label when both do not fit on one line: the label is never cut.
        <span className={classes.text}>
          <span className={classes.label}>{entry.label}</span>
          {entry.beta && (
            <Badge size="xs" variant="light" radius="sm" className={classes.badge}>
              {t('menu.beta')}
            </Badge>
          )}
          {entry.needsSetup && (
            <Badge size="xs" variant="outline" color="gray" radius="sm" className={classes.badge} title={t('menu.needsSetupHint')} data-testid={`needs-setup-${entry.id}`}>
              {t('menu.needsSetup')}
            </Badge>
          )}
        </span>
      )}
    </NavLink>
  );
  if (!compact) return link;
  // Mantine mirrors floating positions in RTL: "right" means the reading-end side.
  return (
    <Tooltip label={entry.label} position="right" withArrow openDelay={150}>
      {link}
    </Tooltip>
  );
}

/**
 * The side menu: registered services grouped by section, Plans and the legal links at the foot. `compact` is the
 * tablet rail (icons with tooltips).
 */
export function SideMenu({ entries, compact = false, onNavigate }: { entries: NavEntries; compact?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <nav className={classes.menu} data-compact={compact || undefined} aria-label={t('menu.label')}>
      <ScrollArea className={classes.scroll} type="hover" scrollbarSize={6}>
        <Stack gap="lg" className={classes.groups}>
          {entries.groups.map((group) => (
            <div key={group.section}>
              {!compact && (
                <Text className={classes.sectionLabel} component="h3">
                  {group.label}
                </Text>
              )}
              <Stack gap={2}>
                {group.entries.map((entry) => (
                  <MenuLink key={entry.id} entry={entry} compact={compact} onNavigate={onNavigate} />
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      </ScrollArea>
      {entries.footer.length > 0 && (
        <Stack gap={2} className={classes.footer}>
          {entries.footer.map((entry) => (
            <MenuLink key={entry.id} entry={entry} compact={compact} onNavigate={onNavigate} />
          ))}
        </Stack>
      )}
      {/* The app has no page footer: the terms and privacy links sit at the foot of the menu. */}
      {!compact && (
        <div className={classes.legal}>
          <LegalLinks />
        </div>
      )}
    </nav>
  );
}
