import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconArrowLeft } from '@tabler/icons-react';
import { textDirection, type Language, type Tutorial } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './TutorialCard.module.css';

interface TutorialCardProps {
  tutorial: Tutorial;
  lang: Language;
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** One tutorial: the video (captions on in the interface language), its steps as text, and a way to the tool. */
export function TutorialCard({ tutorial, lang }: TutorialCardProps) {
  const { t } = useTranslation(['education', 'common']);
  const headingId = `tutorial-${tutorial.id}`;
  const Arrow = textDirection(lang) === 'rtl' ? IconArrowLeft : IconArrowRight;
  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby={headingId} data-testid="tutorial" data-tutorial={tutorial.id}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {tutorial.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('duration', { time: minutes(tutorial.durationSeconds) })}
          </Text>
        </Group>
        <div className={classes.layout}>
          <video className={classes.video} controls preload="metadata" poster={tutorial.posterUrl} aria-label={t('videoLabel', { title: tutorial.title })} data-testid="tutorial-video" data-duration={tutorial.durationSeconds}>
            <source src={tutorial.videoUrl} type="video/webm" />
            {tutorial.captions.map((caption) => (
              <track key={caption.lang} kind="captions" src={caption.url} srcLang={caption.lang} label={t(`common:languages.${caption.lang}`)} default={caption.lang === lang} />
            ))}
          </video>
          <Stack gap="md">
            <Text fw={600} id={`${headingId}-steps`}>
              {t('steps')}
            </Text>
            <ol className={classes.steps} aria-labelledby={`${headingId}-steps`} data-testid="tutorial-steps">
              {tutorial.steps.map((step, index) => (
                <li key={index}>
                  <Text size="sm">{step}</Text>
                </li>
              ))}
            </ol>
            <div>
              <Button component={Link} to={`/${lang}${tutorial.toolPath}`} rightSection={<Arrow size={16} aria-hidden />} data-testid="open-tool">
                {t('openTool')}
              </Button>
            </div>
          </Stack>
        </div>
      </Stack>
    </Paper>
  );
}
