-- Support staff are emailed about each new message (server/plugins/support-notifications.ts).
-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN "notifiedAt" TIMESTAMP(3),
ADD COLUMN "notifyAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "notifyError" TEXT,
ADD COLUMN "notifyRetryAt" TIMESTAMP(3);

-- Messages that arrived before notifications existed were read in Studio:
-- turning notifications on must not email the whole backlog.
UPDATE "ContactMessage" SET "notifiedAt" = CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "ContactMessage_status_notifiedAt_idx" ON "ContactMessage"("status", "notifiedAt");
