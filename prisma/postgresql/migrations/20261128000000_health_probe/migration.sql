-- /healthz learns that the database takes writes by rewriting this one row at
-- start-up and every few seconds (server/plugins/write-path.ts).
-- CreateTable
CREATE TABLE "HealthProbe" (
    "id" INTEGER NOT NULL,
    "writtenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HealthProbe_pkey" PRIMARY KEY ("id")
);
