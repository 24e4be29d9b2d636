// Prisma CLI configuration (generate, studio). The server does not read this
// file: it builds its own client from server/config.ts.
import { defineConfig } from 'prisma/config'

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'file:./data/app.db' },
})
