import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, restoreWithReport } from '../index';

/** The default templates the server ships (apps/server/assets/templates), and their v1 originals. */
const TEMPLATES = new URL('../../../../apps/server/assets/templates/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('manifest.json', TEMPLATES), 'utf8')) as { key: string; file: string }[];
const shipped = (file: string): unknown => JSON.parse(readFileSync(new URL(file, TEMPLATES), 'utf8'));
const v1Templates = JSON.parse(readFileSync(new URL('../../test/fixtures/v1-templates.json', import.meta.url), 'utf8')) as Record<string, unknown>;

describe('default templates', () => {
  it('there are at least 12, and the v1 fixtures cover all of them', () => {
    expect(manifest.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(v1Templates).sort()).toEqual(manifest.map((entry) => entry.key).sort());
  });

  it.each(manifest.map((entry) => [entry.key, entry.file]))('%s is a current document that restore() returns unchanged', (_key, file) => {
    const document = shipped(file);
    const report = restoreWithReport(document);
    expect(report.fromVersion).toBe(CURRENT_VERSION);
    expect(report.warnings).toEqual([]);
    expect(report.document).toEqual(document);
  });

  it.each(manifest.map((entry) => [entry.key, entry.file]))('%s in its v1 form migrates to exactly the shipped document', (key, file) => {
    const report = restoreWithReport(v1Templates[key]);
    expect(report.fromVersion).toBe(1);
    expect(report.warnings.map((warning) => warning.code)).toEqual(['migrated']);
    expect(report.document).toEqual(shipped(file));
  });
});
