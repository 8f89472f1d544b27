import { Anchor } from '@mantine/core';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { legalPaths } from '../legalPaths';

/** The registration agreement, with the terms and the privacy policy linked (opened in a new tab so the form is kept). */
export function AgreementLabel() {
  const lang = useLanguage();
  const link = (to: string) => <Anchor component={Link} to={to} target="_blank" rel="noopener" inherit />;
  return <Trans ns="auth" i18nKey="fields.agreement" components={{ terms: link(legalPaths.terms(lang)), privacy: link(legalPaths.privacy(lang)) }} />;
}
