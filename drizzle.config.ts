import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; `npm run db:generate` after any schema edit.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
});
