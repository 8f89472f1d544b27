import { Alert, Center, Container, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { errorText } from '../../../i18n/errorText';
import { useTutorials } from '../api/tutorialsApi';
import { TutorialCard } from '../components/TutorialCard';
import { PageHeading } from '../../../common/components/PageHeading';

/** Education (/:lang/education): a short video per main tool, recorded from the product itself. */
export function EducationPage() {
  const { t } = useTranslation('education');
  const lang = useLanguage();
  const tutorials = useTutorials(lang);
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <PageHeading title={t('title')} subtitle={t('subtitle')} />
        {tutorials.isPending && (
          <Center py="xl">
            <Loader role="status" aria-label={t('loading')} />
          </Center>
        )}
        {tutorials.isError && (
          <Alert color="red" role="alert">
            {errorText('something_went_wrong')}
          </Alert>
        )}
        {tutorials.data?.data.map((tutorial) => <TutorialCard key={tutorial.id} tutorial={tutorial} lang={lang} />)}
      </Stack>
    </Container>
  );
}
