import type { LocalizedText } from '@portal/api-client/contract/common';

/** `{ en: row.title_en, vi: row.title_vi }` for a column pair `title_en` / `title_vi`. */
export function localized<Column extends string>(
  row: { readonly [Key in `${Column}_en` | `${Column}_vi`]: string },
  column: Column,
): LocalizedText {
  return { en: row[`${column}_en`], vi: row[`${column}_vi`] };
}

/** A JSON array column (or none) as strings; anything else (a damaged value) as none. */
export function parseJsonArray(json: string | null | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(json || '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}
