import { z } from 'zod';
import { TEXT_FIELD_MAX } from '../constants';
import { parsePrompt } from './weighting';

/** A prompt or negative prompt: at most 255 characters, weighting syntax checked (spec §5). */
export const promptField = z
  .string()
  .max(TEXT_FIELD_MAX, { error: 'field_too_long' })
  .superRefine((value, context) => {
    const parsed = parsePrompt(value);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.problem.code });
  });
