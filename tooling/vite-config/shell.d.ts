/**
 * The module a brand shell's `main.tsx` imports, and all it imports: `@lobby/vite-config` writes
 * it from the shell's `brand.json`, its theme's fonts included (see its brand-start.ts). Listed
 * in a shell's tsconfig `types`.
 */
declare module 'virtual:lobby-shell' {}
