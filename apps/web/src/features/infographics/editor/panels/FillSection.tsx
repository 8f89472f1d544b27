import { Group, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { LIMITS, type BadgeElement, type ElementPatch, type ShapeElement } from '@vitrina/editor-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorStore } from '../store/editorStore';
import { ColorField } from '../../../../common/components/ColorField';

/** Fill and outline of the selected shapes and badges (and a badge's label and its colour). */
export function FillSection({ store, element }: { store: EditorStore; element: ShapeElement | BadgeElement }) {
  const { t } = useTranslation('cardEditor');
  const [label, setLabel] = useState(element.type === 'badge' ? element.text : '');
  const set = (patch: ElementPatch) => store.run('element.setProperty', { patch });
  const disabled = element.locked;
  const stroke = element.stroke;

  return (
    <Stack gap="xs" data-testid="fill-properties">
      {element.type === 'badge' && (
        <>
          <TextInput
            label={t('properties.label')}
            value={label}
            dir="auto"
            maxLength={LIMITS.maxTextLength}
            disabled={disabled}
            onChange={(event) => setLabel(event.currentTarget.value)}
            onBlur={() => label !== element.text && set({ text: label })}
          />
          <ColorField label={t('properties.textColour')} format="hexa" value={element.textColor} disabled={disabled} onChangeEnd={(value) => set({ textColor: value.toLowerCase() })} />
        </>
      )}
      <ColorField label={t('properties.fill')} format="hexa" value={element.fill} disabled={disabled} onChangeEnd={(value) => set({ fill: value.toLowerCase() })} />
      <Switch
        label={t('properties.stroke')}
        checked={stroke !== null}
        disabled={disabled}
        onChange={(event) => set({ stroke: event.currentTarget.checked ? { color: '#1f2933', width: 4 } : null })}
      />
      {stroke && (
        <Group gap="xs" grow>
          <ColorField label={t('properties.strokeColour')} format="hexa" value={stroke.color} disabled={disabled} onChangeEnd={(color) => set({ stroke: { ...stroke, color: color.toLowerCase() } })} />
          <NumberInput
            label={t('properties.strokeWidth')}
            value={stroke.width}
            min={LIMITS.strokeWidth.min}
            max={LIMITS.strokeWidth.max}
            disabled={disabled}
            onChange={(width) => typeof width === 'number' && width >= LIMITS.strokeWidth.min && width <= LIMITS.strokeWidth.max && set({ stroke: { ...stroke, width } })}
          />
        </Group>
      )}
    </Stack>
  );
}
