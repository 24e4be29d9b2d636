-- Support staff are emailed about each new message (server/plugins/support-notifications.ts).
-- Added columns only (no table rebuild), so this applies after any earlier
-- migration that rebuilds ContactMessage.
-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN "notifiedAt" DATETIME;
ALTER TABLE "ContactMessage" ADD COLUMN "notifyAttempts" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "ContactMessage" ADD COLUMN "notifyError" TEXT;
ALTER TABLE "ContactMessage" ADD COLUMN "notifyRetryAt" DATETIME;

-- Messages that arrived before notifications existed were read in Studio:
-- turning notifications on must not email the whole backlog.
UPDATE "ContactMessage" SET "notifiedAt" = CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "ContactMessage_status_notifiedAt_idx" ON "ContactMessage"("status", "notifiedAt");
