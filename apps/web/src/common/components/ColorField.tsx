import { ColorInput, type ColorInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's ColorInput with its icon-only eye-dropper button named (WCAG 4.1.2). The value is a
 * left-to-right code ("#fff4e6"): in Arabic the input keeps that direction, or the "#" would be
 * laid out after the digits ("fff4e6#").
 */
export function ColorField(props: ColorInputProps) {
  const { t } = useTranslation('common');
  return <ColorInput dir="ltr" {...props} eyeDropperButtonProps={{ 'aria-label': t('a11y.pickColour'), ...props.eyeDropperButtonProps }} />;
}
