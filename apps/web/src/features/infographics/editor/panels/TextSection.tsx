import { ActionIcon, Button, Group, NumberInput, SegmentedControl, Select, Stack, Textarea, Tooltip } from '@mantine/core';
import { IconBold, IconItalic } from '@tabler/icons-react';
import { LIMITS, type ElementPatch, type TextElement } from '@vitrina/editor-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fitText } from '../../layout/textFit';
import { canvasMeasure } from '../canvas/canvasMeasure';
import { FONT_FAMILIES, resolveDirection } from '../canvas/textLayout';
import type { EditorStore } from '../store/editorStore';
import { ColorField } from '../../../../common/components/ColorField';

const WEIGHTS = ['100', '200', '300', '400', '500', '600', '700', '800', '900'];

/** Text content, font, size, weight, style, colour, alignment and direction of the selected texts. */
export function TextSection({ store, element, onEditText }: { store: EditorStore; element: TextElement; onEditText: (id: string) => void }) {
  const { t } = useTranslation('cardEditor');
  const [draft, setDraft] = useState(element.text);
  const set = (patch: ElementPatch) => store.run('element.setProperty', { patch });
  const disabled = element.locked;
  // The size the card draws: smaller than the chosen one when the text is shrunk to fit its box.
  const drawnSize = fitText(element.text, element, element, canvasMeasure(element, resolveDirection(element.direction, element.text))).fontSize;

  return (
    <Stack gap="xs" data-testid="text-properties">
      <Textarea
        label={t('properties.content')}
        value={draft}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={LIMITS.maxTextLength}
        dir="auto"
        disabled={disabled}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={() => draft !== element.text && set({ text: draft })}
        data-testid="text-content"
      />
      <Button variant="light" size="xs" onClick={() => onEditText(element.id)} disabled={disabled}>
        {t('properties.editOnCard')}
      </Button>
      <Select
        label={t('properties.fontFamily')}
        data={FONT_FAMILIES.map((family) => ({ value: family, label: family }))}
        value={element.fontFamily}
        allowDeselect={false}
        disabled={disabled}
        onChange={(value) => value && set({ fontFamily: value })}
        data-testid="font-family"
      />
      <Group gap="xs" grow>
        <NumberInput
          label={t('properties.fontSize')}
          value={element.fontSize}
          description={drawnSize < element.fontSize ? t('properties.fittedSize', { size: Math.round(drawnSize) }) : undefined}
          min={LIMITS.fontSize.min}
          max={LIMITS.fontSize.max}
          disabled={disabled}
          onChange={(value) => typeof value === 'number' && value >= LIMITS.fontSize.min && value <= LIMITS.fontSize.max && set({ fontSize: value })}
          data-testid="font-size"
        />
        <Select
          label={t('properties.fontWeight')}
          data={WEIGHTS}
          value={String(element.fontWeight)}
          allowDeselect={false}
          disabled={disabled}
          onChange={(value) => value && set({ fontWeight: Number(value) })}
        />
      </Group>
      <Group gap="xs" align="flex-end">
        <ColorField
          label={t('properties.colour')}
          format="hexa"
          value={element.fill}
          disabled={disabled}
          onChangeEnd={(fill) => set({ fill: fill.toLowerCase() })}
          style={{ flex: 1 }}
        />
        <Tooltip label={t('properties.bold')}>
          <ActionIcon size="lg" variant={element.fontWeight >= 600 ? 'filled' : 'default'} aria-label={t('properties.bold')} disabled={disabled} onClick={() => store.run('text.toggleBold')}>
            <IconBold size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('properties.italic')}>
          <ActionIcon size="lg" variant={element.italic ? 'filled' : 'default'} aria-label={t('properties.italic')} disabled={disabled} onClick={() => store.run('text.toggleItalic')}>
            <IconItalic size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label={t('properties.align')}
        value={element.align}
        disabled={disabled}
        onChange={(align) => set({ align })}
        data={(['start', 'center', 'end', 'justify'] as const).map((value) => ({ value, label: t(`properties.aligns.${value}`) }))}
      />
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label={t('properties.direction')}
        value={element.direction}
        disabled={disabled}
        onChange={(direction) => set({ direction })}
        data={(['auto', 'ltr', 'rtl'] as const).map((value) => ({ value, label: t(`properties.directions.${value}`) }))}
        data-testid="text-direction"
      />
    </Stack>
  );
}
