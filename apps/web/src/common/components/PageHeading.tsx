import { Stack, Text, Title } from '@mantine/core';

/** A page's title (the one h1) with its dimmed one-line subtitle, as every library page starts. */
export function PageHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap={2}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
    </Stack>
  );
}
