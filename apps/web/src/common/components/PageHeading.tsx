import { Stack, Text, Title } from '@mantine/core';

/**
 * A page's title (the one h1) with its dimmed one-line subtitle, as the library, creation and editor
 * pages start. Put actions beside it in the page's own Group. Headings with a badge beside the title
 * (ToolPageLayout, FashionGate), section links under it (infographics) or other spacing keep their own.
 */
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
