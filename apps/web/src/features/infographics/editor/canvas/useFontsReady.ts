import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/400-italic.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans/700-italic.css';
import '@fontsource/noto-sans/800.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@fontsource/noto-sans-arabic/800.css';
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';
import '@fontsource/noto-sans-kr/800.css';
import { useEffect, useState } from 'react';
import { FONT_FAMILIES } from './textLayout';

const SAMPLES = 'Aa Яя مرحبا 한글';

/**
 * The canvas draws text with whatever face is loaded at that moment: this loads the bundled
 * families (Latin, Cyrillic, Arabic, Korean) and counts up when they arrive, so the stage redraws.
 */
export function useFontsReady(): number {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (typeof document === 'undefined' || !document.fonts) return;
    let live = true;
    const loads = FONT_FAMILIES.flatMap((family) => ['400', '700', '800'].map((weight) => document.fonts.load(`${weight} 32px "${family}"`, SAMPLES)));
    void Promise.allSettled(loads).then(() => {
      if (live) setGeneration((value) => value + 1);
    });
    return () => {
      live = false;
    };
  }, []);
  return generation;
}
