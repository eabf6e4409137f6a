import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @lobby/api db:generate` writes a new SQL migration from src/db/schema/*.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
