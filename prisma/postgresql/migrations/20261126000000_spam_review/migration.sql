-- Spam traps put doubtful posts aside as `suspect` (with the reason) instead
-- of refusing them. (PostgreSQL 12 and later allow ADD VALUE inside the
-- migration's transaction; the value is not used until it commits.)

-- AlterEnum
ALTER TYPE "MessageStatus" ADD VALUE 'suspect' BEFORE 'answered';

-- CreateEnum
CREATE TYPE "SubscriberStatus" AS ENUM ('active', 'suspect');

-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN "suspectReason" TEXT;

-- AlterTable
ALTER TABLE "Subscriber" ADD COLUMN "status" "SubscriberStatus" NOT NULL DEFAULT 'active',
ADD COLUMN "suspectReason" TEXT;
