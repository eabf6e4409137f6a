// pnpm hooks for the workspace.
//
// In the workspace every package exports a `source` condition pointing at its TypeScript in
// `src/` (apps, tests and Storybook resolve it, so nothing needs building first). A packed
// package ships only `dist/`, so `pnpm pack` / `pnpm publish` drop that condition: what a
// consumer installs resolves only to files it actually has.

/** Removes every `source` condition from an `exports` value, however deeply nested. */
function withoutSource(value) {
  if (Array.isArray(value)) return value.map(withoutSource);
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key !== 'source') out[key] = withoutSource(inner);
  }
  return out;
}

module.exports = {
  hooks: {
    beforePacking(pkg) {
      if (pkg.exports) pkg.exports = withoutSource(pkg.exports);
      return pkg;
    },
  },
};
