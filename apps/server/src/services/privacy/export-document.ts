import type { ImageRow } from '../../db/schema';
import type { AccountRecords } from '../../repositories/privacy.repository';

/** Where each stored image goes in the zip, named so that a person can find it. */
export function archiveNames(records: AccountRecords): Map<string, string> {
  const toolByImage = new Map(records.generatedImages.map((row) => [row.imageId, row.tool]));
  const names = new Map<string, string>();
  for (const image of records.images) names.set(image.id, archiveName(image, toolByImage.get(image.id)));
  return names;
}

/** `originals/upload-2026-11-25-1a2b3c4d.png`, `results/remove-background-2026-11-25-…png`. */
function archiveName(image: ImageRow, tool: string | undefined): string {
  const day = image.createdAt.toISOString().slice(0, 10);
  const label = (tool ?? image.purpose).replace(/[^a-z0-9-]+/gi, '-').slice(0, 40) || 'image';
  const folder = tool || image.purpose === 'output' ? 'results' : 'originals';
  return `files/${folder}/${label}-${day}-${image.id.slice(0, 8)}.${image.format}`;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** `account.json`: everything stored about the account, with each stored image's name in the zip. */
export function accountDocument(records: AccountRecords, names: Map<string, string>, exportedAt: Date): Record<string, unknown> {
  const { user } = records;
  const file = (imageId: string | null) => (imageId ? (names.get(imageId) ?? null) : null);
  return {
    exportedAt: exportedAt.toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      companyName: user.companyName,
      jobTitle: user.jobTitle,
      phone: user.phone,
      country: user.country,
      language: user.language,
      signIn: { password: user.passwordHash !== null, google: user.googleSubject !== null, telegram: user.telegramId !== null },
      trialEndsAt: iso(user.trialEndsAt),
      createdAt: iso(user.createdAt),
    },
    // Only the prefix: the key itself is stored hashed and cannot be exported.
    apiKey: user.apiKeyPreview ? { prefix: user.apiKeyPreview, createdAt: iso(user.apiKeyCreatedAt), lastUsedAt: iso(user.apiKeyLastUsedAt), domains: user.domains } : null,
    subscription: records.subscription,
    creditLedger: records.ledger.map(({ userId: _userId, ...entry }) => entry),
    payments: records.payments.map(({ userId: _userId, ...payment }) => payment),
    products: records.products.map(({ userId: _userId, ...product }) => ({ ...product, file: file(product.imageId) })),
    generatedImages: records.generatedImages.map(({ userId: _userId, ...row }) => ({ ...row, file: file(row.imageId), sourceFile: file(row.sourceImageId) })),
    infographics: records.infographics.map(({ userId: _userId, ...card }) => ({ ...card, file: file(card.imageId) })),
    infographicStickers: records.stickers.map(({ userId: _userId, ...sticker }) => ({ ...sticker, file: file(sticker.imageId) })),
    infographicTemplates: records.templates.map(({ userId: _userId, ...template }) => ({ ...template, file: file(template.imageId) })),
    shadowPresets: records.shadowPresets.map(({ userId: _userId, ...preset }) => preset),
    shares: records.shares.map(({ userId: _userId, ...share }) => share),
    files: records.images.map((image) => ({ id: image.id, file: file(image.id), purpose: image.purpose, format: image.format, width: image.width, height: image.height, bytes: image.bytes, createdAt: iso(image.createdAt) })),
  };
}
