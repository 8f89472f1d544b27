import { Group, Stack, Text } from '@mantine/core';
import type { ApiUsageDay } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useApiUsage } from '../api/publicApiCalls';

const WIDTH = 600;
const HEIGHT = 140;
const CALLS_COLOUR = 'var(--mantine-color-blue-6)';
const CREDITS_COLOUR = 'var(--mantine-color-orange-5)';

function Bars({ days }: { days: ApiUsageDay[] }) {
  const { t } = useTranslation('publicApi');
  const peak = Math.max(1, ...days.map((day) => Math.max(day.calls, day.credits)));
  const slot = WIDTH / days.length;
  const bar = slot * 0.38;
  const height = (value: number) => (value / peak) * (HEIGHT - 4);
  return (
    // SVG coordinates run left to right in every language: time goes from the oldest day at x=0.
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={t('usage.chartLabel')} data-testid="api-usage-chart">
      <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="var(--mantine-color-gray-4)" />
      {days.map((day, index) => (
        <g key={day.day}>
          <title>{t('usage.dayTitle', { day: day.day, calls: t('usage.callCount', { count: day.calls }), credits: t('usage.creditCount', { count: day.credits }) })}</title>
          <rect x={index * slot + slot * 0.1} y={HEIGHT - height(day.calls)} width={bar} height={height(day.calls)} fill={CALLS_COLOUR} rx={1.5} />
          <rect x={index * slot + slot * 0.1 + bar} y={HEIGHT - height(day.credits)} width={bar} height={height(day.credits)} fill={CREDITS_COLOUR} rx={1.5} />
        </g>
      ))}
    </svg>
  );
}

function Legend({ colour, label }: { colour: string; label: string }) {
  return (
    <Group gap={6}>
      <span style={{ width: 10, height: 10, borderRadius: 2, background: colour, display: 'inline-block' }} />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

/** Calls and credits per day over the last 30 days (UTC days, oldest first). */
export function ApiUsageChart() {
  const { t } = useTranslation('publicApi');
  const { data: days } = useApiUsage();
  if (!days) return null;
  const calls = days.reduce((sum, day) => sum + day.calls, 0);
  const credits = days.reduce((sum, day) => sum + day.credits, 0);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('usage.title')}
      </Text>
      {calls === 0 ? (
        <Text size="sm" c="dimmed">
          {t('usage.empty')}
        </Text>
      ) : (
        <>
          <Bars days={days} />
          <Group justify="space-between">
            <Group gap="md">
              <Legend colour={CALLS_COLOUR} label={t('usage.calls')} />
              <Legend colour={CREDITS_COLOUR} label={t('usage.credits')} />
            </Group>
            <Text size="xs" c="dimmed" data-testid="api-usage-totals">
              {t('usage.totals', { calls: t('usage.callCount', { count: calls }), credits: t('usage.creditCount', { count: credits }) })}
            </Text>
          </Group>
        </>
      )}
    </Stack>
  );
}
