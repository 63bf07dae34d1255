/**
 * The addresses to read first on a page: the profile, and the route's own first calls with its path
 * parameters filled in. None off the signed-in routes, or where a parameter is not a plain id;
 * with a query (`?filter=liked`) only the profile, as the screen's own calls then differ.
 */
export function callsOf(
  pathname: string,
  search: string,
  sessionUrl: string,
  screenUrls: readonly (readonly [route: string, urls: readonly string[]])[],
): string[] {
  for (const [route, urls] of screenUrls) {
    const names: string[] = [];
    const pattern = new RegExp(
      `^${route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
        names.push(name);
        // An id as the portal's own links write it; anything else is left to the screen's loader.
        return '([A-Za-z0-9_-]+)';
      })}$`,
    );
    const match = pattern.exec(pathname);
    if (!match) continue;
    if (search !== '') return [sessionUrl];
    const params = new Map(names.map((name, index) => [name, match[index + 1] ?? '']));
    return [
      sessionUrl,
      ...urls.map((url) =>
        url.replace(/:([A-Za-z]+)/g, (_, name: string) => params.get(name) ?? ''),
      ),
    ];
  }
  return [];
}
