-- /healthz learns that the database takes writes by rewriting this one row at
-- start-up and every few seconds (server/plugins/write-path.ts). The write is
-- committed: one rolled back never reaches the disk, so it would not notice a
-- full one.
-- CreateTable
CREATE TABLE "HealthProbe" (
    "id" INTEGER NOT NULL PRIMARY KEY,
    "writtenAt" DATETIME NOT NULL
);
