import { Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { INSPIRATION_CATEGORIES, INSPIRATION_TOOLS, type Inspiration } from '@vitrina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, unwrap } from '../../../common/api';
import { InfiniteScrollSentinel } from '../../../common/components/InfiniteScrollSentinel';
import { showErrorToast, showToast } from '../../../common/notifications/toast';
import { useInspirations, type InspirationFilters } from '../api/inspirationApi';
import { FilterChips } from '../components/FilterChips';
import { LookCard } from '../components/LookCard';
import classes from '../components/LookWall.module.css';
import { ProductChooser } from '../components/ProductChooser';
import { useOpenLook } from '../useOpenLook';
import { PageHeading } from '../../../common/components/PageHeading';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => values.find((item) => item === value) ?? null;

/** Inspiration (/:lang/inspire): the wall of looks, filtered by category and tool, a page at a time. */
export function InspirationPage() {
  const { t } = useTranslation('inspiration');
  const [search, setSearch] = useSearchParams();
  // Filters live in the address, so a filtered wall can be shared and survives a reload.
  const filters: InspirationFilters = { category: oneOf(INSPIRATION_CATEGORIES, search.get('category')), tool: oneOf(INSPIRATION_TOOLS, search.get('tool')) };
  const wall = useInspirations(filters);
  const [chosen, setChosen] = useState<Inspiration | null>(null);
  const openLook = useOpenLook();
  const queryClient = useQueryClient();

  const setFilter = (name: keyof InspirationFilters, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  const remove = async (look: Inspiration) => {
    try {
      await unwrap(api.DELETE('/inspirations/{id}', { params: { path: { id: look.id } } }));
      showToast({ message: t('card.removed'), tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['inspirations'] });
    } catch (error) {
      showErrorToast(error);
    }
  };

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <PageHeading title={t('title')} subtitle={t('subtitle')} />
        <Stack gap="xs">
          <FilterChips label={t('filters.category')} allLabel={t('filters.all')} values={INSPIRATION_CATEGORIES} value={filters.category} labelOf={(value) => t(`categories.${value}`)} onChange={(value) => setFilter('category', value)} testId="filter-category" />
          <FilterChips label={t('filters.tool')} allLabel={t('filters.all')} values={INSPIRATION_TOOLS} value={filters.tool} labelOf={(value) => t(`tools.${value}`)} onChange={(value) => setFilter('tool', value)} testId="filter-tool" />
        </Stack>
        {wall.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : wall.looks.length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="look-count">
              {t('count', { count: wall.total })}
            </Text>
            <div className={classes.wall}>
              {wall.looks.map((look) => (
                <LookCard key={look.id} look={look} onUse={() => setChosen(look)} onRemove={look.own ? () => void remove(look) : undefined} />
              ))}
            </div>
            <InfiniteScrollSentinel enabled={wall.hasNextPage} loading={wall.isFetchingNextPage} onVisible={() => void wall.fetchNextPage()} />
            {wall.hasNextPage && !wall.isFetchingNextPage && (
              <Center>
                <Button variant="light" onClick={() => void wall.fetchNextPage()}>
                  {t('loadMore')}
                </Button>
              </Center>
            )}
          </>
        )}
      </Stack>
      <ProductChooser
        opened={chosen !== null}
        onClose={() => setChosen(null)}
        onPick={(product) => {
          if (chosen) openLook(chosen.recipe, product);
          setChosen(null);
        }}
      />
    </Container>
  );
}
