import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicPageFrame } from '../../../common/components/PublicPageFrame';

export interface LegalSection {
  id: string;
  title: string;
  /** Paragraphs are separated by a blank line in the locale files. */
  body: string;
}

/** A terms or privacy page: a readable column of numbered sections inside the public frame. */
export function LegalDocument({ title, intro, sections, footer }: { title: string; intro: string; sections: LegalSection[]; footer?: ReactNode }) {
  return (
    <PublicPageFrame>
      <Container size="sm" w="100%" px={0}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="article" data-testid="legal-document">
          <Stack gap="lg">
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text>{intro}</Text>
            {sections.map((section, index) => (
              <Stack gap="xs" key={section.id} component="section" id={section.id}>
                <Title order={2} size="h4">
                  {index + 1}. {section.title}
                </Title>
                {section.body.split(/\n\n+/).map((paragraph) => (
                  <Text key={paragraph} size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            ))}
            {footer}
          </Stack>
        </Paper>
      </Container>
    </PublicPageFrame>
  );
}

/** The operator's contact address as a mail link (kept left-to-right inside Arabic text). */
export function ContactLink({ email }: { email: string }) {
  return (
    <Anchor href={`mailto:${email}`} dir="ltr">
      {email}
    </Anchor>
  );
}
