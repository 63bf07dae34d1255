import type { LocalizedText } from '@portal/api-client/contract/common';

/** A row as node:sqlite returns it; the readers below turn its columns into typed values. */
export type Row = Record<string, unknown>;

export function str(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function strOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

export function num(value: unknown): number {
  return Number(value);
}

export function numOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** `{ en: row.title_en, vi: row.title_vi }` for a column pair `title_en` / `title_vi`. */
export function localized(row: Row, column: string): LocalizedText {
  return { en: str(row[`${column}_en`]), vi: str(row[`${column}_vi`]) };
}

/** The column values of texts in both languages, in column order: `title_en, title_vi, …`. */
export function inBothLanguages(...texts: LocalizedText[]): string[] {
  return texts.flatMap((text) => [text.en, text.vi]);
}

export function parseJsonArray(value: unknown): string[] {
  try {
    const parsed: unknown = JSON.parse(str(value) || '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}
