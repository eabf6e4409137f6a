/**
 * The module a brand shell's `main.tsx` imports after its fonts: `@lobby/vite-config` writes it
 * from the shell's `brand.json` (see its brand-start.ts). Listed in a shell's tsconfig `types`.
 */
declare module 'virtual:lobby-shell' {}
