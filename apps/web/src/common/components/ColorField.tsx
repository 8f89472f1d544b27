import { ColorInput, type ColorInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's ColorInput with its icon-only eye-dropper button named (WCAG 4.1.2). */
export function ColorField(props: ColorInputProps) {
  const { t } = useTranslation('common');
  return <ColorInput {...props} eyeDropperButtonProps={{ 'aria-label': t('a11y.pickColour'), ...props.eyeDropperButtonProps }} />;
}
