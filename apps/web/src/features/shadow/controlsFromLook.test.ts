import { describe, expect, it } from 'vitest';
import { controlsFromLook, toControlsParams } from './ShadowControlsForm';

describe('controlsFromLook (a shadow look opened on my product)', () => {
  it('starts from the look\'s softness and reflection, the rest at the defaults', () => {
    const soft = controlsFromLook({ presetId: 'beauty', controls: { softness: 0.7 } });
    expect(toControlsParams(soft)).toEqual({ softness: 0.7, opacity: 0.6, direction: 320, offset: 0.6, reflection: null });
    const glossy = controlsFromLook({ presetId: 'square', controls: { reflection: { opacity: 0.45, falloff: 0.2 } } });
    expect(glossy.reflection).toBe(true);
    expect(toControlsParams(glossy).reflection).toEqual({ opacity: 0.45, falloff: 0.2 });
  });

  it('clamps to what the sliders take and ignores what is not a number', () => {
    expect(toControlsParams(controlsFromLook({ controls: { softness: 3, direction: 400, offset: 'far', reflection: { opacity: 2, falloff: 0 } } }))).toEqual({
      softness: 1,
      opacity: 0.6,
      direction: 359,
      offset: 0.6,
      reflection: { opacity: 1, falloff: 0.02 },
    });
    expect(toControlsParams(controlsFromLook(null)).reflection).toBeNull();
  });
});
