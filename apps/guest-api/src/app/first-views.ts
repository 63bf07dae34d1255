import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const FOLDER = 'first-view';
const LANGUAGE_COOKIE = /(?:^|;\s*)language=([a-z]{2})(?:;|$)/;

export interface FirstViews {
  /** The file under the static root that draws this address: its first view, else the empty page. */
  pageOf(url: string, cookie: string | undefined): string;
}

/**
 * The portal build writes `first-view/<route>.html` in the hotel's default language and
 * `first-view/<language>/<route>.html` in each language, `<route>` being the address's first
 * segment (`/reserve/42` → `reserve`). They are listed once at start: a request names no file.
 */
export function findFirstViews(staticRoot: string): FirstViews {
  const folder = path.join(staticRoot, FOLDER);
  const files = new Set(
    staticRoot && existsSync(folder)
      ? readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) =>
          file.split(path.sep).join('/'),
        )
      : [],
  );
  return {
    pageOf(url, cookie) {
      const route = /^\/([a-z0-9-]+)(?:[/?#]|$)/.exec(url)?.[1];
      if (!route) return 'index.html';
      const language = cookie ? LANGUAGE_COOKIE.exec(cookie)?.[1] : undefined;
      const chosen = language ? `${language}/${route}.html` : undefined;
      if (chosen && files.has(chosen)) return `${FOLDER}/${chosen}`;
      return files.has(`${route}.html`) ? `${FOLDER}/${route}.html` : 'index.html';
    },
  };
}
