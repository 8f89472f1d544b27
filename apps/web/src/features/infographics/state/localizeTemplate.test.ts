import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { localizeTemplateDocument, systemTemplateKey, templateName } from './localizeTemplate';
import { documentFromTemplate } from './startDocument';

const templates = join(import.meta.dirname, '../../../../../server/assets/templates');
const saleBadge = () => documentFromTemplate(JSON.parse(readFileSync(join(templates, 'sale-badge.json'), 'utf8')));
const preview = { system: true, name: 'Sale badge', image: { id: null, url: '/api/infographics/assets/templates/sale-badge.png', width: 450, height: 600, format: 'png' } } as const;

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['infographics']);
});
afterAll(async () => {
  await i18next.changeLanguage('en');
});

describe('default templates in the interface language', () => {
  it('opens a default template with its texts translated and the price badge as it is', async () => {
    await i18next.changeLanguage('ar');
    const elements = localizeTemplateDocument(saleBadge()).elements;
    const byId = new Map(elements.map((element) => [element.id, element]));
    expect(byId.get('sale-badge-3')).toMatchObject({ text: 'تخفيضات كبرى', name: 'تخفيضات كبرى' });
    expect(byId.get('sale-badge-5')).toMatchObject({ text: 'هذا الأسبوع فقط' });
    expect(elements.find((element) => element.type === 'badge')).toMatchObject({ text: '−30%' });
  });

  it('names a default template by its key, and leaves a user template its own name', async () => {
    await i18next.changeLanguage('ko');
    expect(systemTemplateKey(preview)).toBe('sale-badge');
    expect(templateName(preview, 'x')).toBe('세일 배지');
    expect(templateName({ ...preview, system: false, name: 'My card' }, 'x')).toBe('My card');
    expect(templateName({ ...preview, system: false, name: null }, 'fallback')).toBe('fallback');
  });
});
