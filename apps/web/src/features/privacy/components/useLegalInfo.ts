import { useTranslation } from 'react-i18next';
import { useAuthProviders } from '../../auth';

/** Who runs this installation (LEGAL_COMPANY_NAME, LEGAL_CONTACT_EMAIL via GET /api/auth/providers), ready for the texts. */
export function useLegalInfo(): { company: string; email: string; contactEmail: string | null } {
  const { t } = useTranslation('legal');
  const { data } = useAuthProviders();
  const company = data?.legal.companyName || t('companyFallback');
  const contactEmail = data?.legal.contactEmail ?? null;
  return { company, email: contactEmail ?? t('contactFallback'), contactEmail };
}
