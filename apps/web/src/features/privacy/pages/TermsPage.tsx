import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/LegalDocument';
import { LegalFooter } from '../components/LegalFooter';
import { useLegalInfo } from '../components/useLegalInfo';

const SECTIONS = ['service', 'account', 'content', 'credits', 'use', 'ending', 'liability', 'changes', 'contact'] as const;

/** /:lang/terms (issue 26). */
export function TermsPage() {
  const { t } = useTranslation('legal');
  const { company, email, contactEmail } = useLegalInfo();
  const values = { company, email };
  return (
    <LegalDocument
      title={t('terms.title')}
      intro={t('terms.intro', values)}
      sections={SECTIONS.map((id) => ({ id, title: t(`terms.sections.${id}.title`), body: t(`terms.sections.${id}.body`, values) }))}
      footer={<LegalFooter contactEmail={contactEmail} other="privacy" />}
    />
  );
}
