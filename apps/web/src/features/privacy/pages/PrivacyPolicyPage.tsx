import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/LegalDocument';
import { LegalFooter } from '../components/LegalFooter';
import { useLegalInfo } from '../components/useLegalInfo';

const SECTIONS = ['controller', 'collected', 'purposes', 'retention', 'sharing', 'rights', 'export', 'deletion', 'payments', 'security', 'contact'] as const;

/** /:lang/privacy (issue 26): what is kept, why, for how long, and how to export or delete it. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  const { company, email, contactEmail } = useLegalInfo();
  const values = { company, email };
  return (
    <LegalDocument
      title={t('privacy.title')}
      intro={t('privacy.intro', values)}
      sections={SECTIONS.map((id) => ({ id, title: t(`privacy.sections.${id}.title`), body: t(`privacy.sections.${id}.body`, values) }))}
      footer={<LegalFooter contactEmail={contactEmail} other="terms" />}
    />
  );
}
