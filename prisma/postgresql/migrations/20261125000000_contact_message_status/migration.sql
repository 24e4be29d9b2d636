-- Support workflow: staff mark each message answered or spam in Prisma Studio.
-- CreateEnum
CREATE TYPE "MessageStatus" AS ENUM ('new', 'answered', 'spam');

-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN "handledAt" TIMESTAMP(3),
ADD COLUMN "note" TEXT,
ADD COLUMN "status" "MessageStatus" NOT NULL DEFAULT 'new';

-- CreateIndex
CREATE INDEX "ContactMessage_status_urgency_idx" ON "ContactMessage"("status", "urgency");
