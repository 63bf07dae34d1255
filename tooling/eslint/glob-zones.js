import path from 'node:path';

/**
 * `import.meta.glob` judged by the same zones as `import-x/no-restricted-paths`: a glob is no import,
 * so that rule cannot see it. A glob reaches every file under the folder its pattern names before
 * its first wildcard: it crosses a zone when that folder lies in `from` (outside `except`), or holds
 * `from` within it.
 */
const WILDCARD = /[*?[{]/;

function globFolder(pattern, file, basePath) {
  const wildcard = pattern.search(WILDCARD);
  const fixed = wildcard === -1 ? pattern : pattern.slice(0, wildcard);
  const folder = fixed.endsWith('/') || wildcard === -1 ? fixed : path.dirname(fixed);
  // Vite reads a leading '/' from the project's root.
  return folder.startsWith('/')
    ? path.join(basePath, folder)
    : path.resolve(path.dirname(file), folder);
}

const within = (child, parent) => child === parent || child.startsWith(`${parent}${path.sep}`);
const asList = (value) => (Array.isArray(value) ? value : [value]);

function patternsOf(argument) {
  if (argument?.type === 'Literal' && typeof argument.value === 'string') return [argument];
  if (argument?.type === 'ArrayExpression') return argument.elements.flatMap(patternsOf);
  return [];
}

export const globZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Zones of no-restricted-paths applied to import.meta.glob patterns' },
    schema: [
      {
        type: 'object',
        properties: { basePath: { type: 'string' }, zones: { type: 'array' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const [{ basePath, zones }] = context.options;
    const file = context.filename;
    const mine = zones.filter((zone) =>
      asList(zone.target).some((target) => within(file, path.resolve(basePath, target))),
    );
    if (mine.length === 0) return {};
    return {
      CallExpression(node) {
        const { callee } = node;
        if (
          callee.type !== 'MemberExpression' ||
          callee.object.type !== 'MetaProperty' ||
          callee.property.type !== 'Identifier' ||
          callee.property.name !== 'glob'
        )
          return;
        for (const literal of patternsOf(node.arguments[0])) {
          if (literal.value.startsWith('!')) continue;
          const folder = globFolder(literal.value, file, basePath);
          for (const zone of mine) {
            const reached = asList(zone.from).some((from) => {
              const fromPath = path.resolve(basePath, from);
              const excepted = (zone.except ?? []).map((except) => path.resolve(fromPath, except));
              if (within(folder, fromPath))
                return !excepted.some((except) => within(folder, except));
              return within(fromPath, folder);
            });
            if (reached) context.report({ node: literal, message: zone.message });
          }
        }
      },
    };
  },
};
