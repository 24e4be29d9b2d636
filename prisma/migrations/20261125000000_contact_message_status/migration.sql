-- Support workflow: staff mark each message answered or spam in Prisma Studio.
-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'new';
ALTER TABLE "ContactMessage" ADD COLUMN "handledAt" DATETIME;
ALTER TABLE "ContactMessage" ADD COLUMN "note" TEXT;

-- CreateIndex
CREATE INDEX "ContactMessage_status_urgency_idx" ON "ContactMessage"("status", "urgency");
