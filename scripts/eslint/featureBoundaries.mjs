// A local ESLint plugin (no package needed) for the web app's one import boundary that
// no-restricted-imports cannot express, because it depends on where the importing file sits:
// a feature imports another feature only through that feature's public index
// (`features/<name>/index.ts`), never a deeper path. A feature's own files are free. Code outside
// features/ (the shell in app/, main.tsx) has one more entry: a feature's manifest
// (`features/<name>/manifest.ts`), which app/router/featureRoutes.ts composes; features never
// import each other's manifests.
import { dirname, relative, resolve, sep } from 'node:path';

/** The feature folder `file` sits in, or null when it is not under `featuresDir`. */
function featureOf(featuresDir, file) {
  const [first, ...rest] = relative(featuresDir, file).split(sep);
  return first && first !== '..' && rest.length > 0 ? first : null;
}

const isModule = (rest, name) => rest.length === 1 && new RegExp(`^${name}(\\.tsx?)?$`).test(rest[0]);

/**
 * Why importing `specifier` from `file` crosses into another feature's internals, or null when it
 * does not: `{ feature }` names the feature whose deep path it is.
 */
export function deepFeatureImport(featuresDir, file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const own = featureOf(featuresDir, file);
  const [feature, ...rest] = relative(featuresDir, resolve(dirname(file), specifier)).split(sep);
  if (!feature || feature === '..' || feature === own) return null;
  const isIndex = rest.length === 0 || isModule(rest, 'index');
  const isShellEntry = own === null && isModule(rest, 'manifest');
  return isIndex || isShellEntry ? null : { feature };
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports another feature only through its public index (features/<name>/index.ts).' },
    schema: [{ type: 'object', properties: { featuresDir: { type: 'string' } }, required: ['featuresDir'], additionalProperties: false }],
    messages: {
      deep: "'{{specifier}}' reaches into the {{feature}} feature: import it from '{{feature}}/index.ts' (its public index), adding the export there if it is missing.",
      deepFromShell:
        "'{{specifier}}' reaches into the {{feature}} feature: the shell imports a feature through '{{feature}}/index.ts' (adding the export there if it is missing) or its manifest, or takes a piece both need from common/.",
    },
  },
  create(context) {
    const { featuresDir } = context.options[0];
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const found = deepFeatureImport(featuresDir, context.filename, source.value);
      if (!found) return;
      const messageId = featureOf(featuresDir, context.filename) ? 'deep' : 'deepFromShell';
      context.report({ node: source, messageId, data: { specifier: source.value, feature: found.feature } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'vitrina' }, rules: { 'feature-boundaries': featureBoundaries } };
