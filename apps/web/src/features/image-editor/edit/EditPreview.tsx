import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { editedSize, previewFilter, previewTransform, sharpnessKernel, warmthMatrix, type EditState } from './editState';

/**
 * The live preview: the loaded picture turned and mirrored with a CSS transform inside a frame of
 * the result's size, toned with CSS filters plus an SVG filter (warmth matrix, unsharp mask).
 */
export function EditPreview({ src, natural, state }: { src: string; natural: { width: number; height: number }; state: EditState }) {
  const { t } = useTranslation('imageEditor');
  const filterId = `edit-preview-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { ref, width: shownWidth } = useElementSize();
  const output = editedSize(natural, state.rotate);
  const sharp = sharpnessKernel(state.sharpness, Math.min(natural.width, natural.height), shownWidth > 0 ? shownWidth / output.width : 1);
  return (
    <Box
      ref={ref}
      dir="ltr"
      data-testid="edit-preview"
      data-size={`${output.width}x${output.height}`}
      style={{
        position: 'relative',
        overflow: 'hidden',
        width: '100%',
        maxWidth: `min(100%, ${((60 * output.width) / output.height).toFixed(2)}vh)`,
        aspectRatio: `${output.width} / ${output.height}`,
        marginInline: 'auto',
        background: 'repeating-conic-gradient(#eef0f3 0 25%, #fff 0 50%) 0 0 / 20px 20px',
      }}
    >
      <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
        <filter id={filterId} colorInterpolationFilters="sRGB">
          <feColorMatrix type="matrix" values={warmthMatrix(state.warmth)} result="warm" />
          {state.sharpness !== 0 ? (
            <>
              <feGaussianBlur in="warm" stdDeviation={sharp.sigma} result="blurred" />
              <feComposite in="warm" in2="blurred" operator="arithmetic" k1={0} k2={1 + sharp.amount} k3={-sharp.amount} k4={0} />
            </>
          ) : null}
        </filter>
      </svg>
      <img
        src={src}
        alt={t('edit.preview')}
        draggable={false}
        style={{
          position: 'absolute',
          left: '50%',
          top: '50%',
          width: `${(100 * natural.width) / output.width}%`,
          height: `${(100 * natural.height) / output.height}%`,
          transform: previewTransform(state),
          filter: previewFilter(state, filterId),
        }}
      />
    </Box>
  );
}
