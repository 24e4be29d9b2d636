-- Spam traps put doubtful posts aside as `suspect` (with the reason) instead
-- of refusing them, and the status columns accept only their enum's values,
-- as PostgreSQL's enum types do: Prisma stores an enum in SQLite as plain TEXT,
-- so without a CHECK Prisma Studio saved any word ("Answered") as a status.
--
-- SQLite cannot add a CHECK to an existing column, so ContactMessage is
-- rebuilt (SQLite's documented 12-step table change) and every row kept. A
-- status the new rule would refuse was typed by hand in Studio: it becomes
-- the closest valid one (the same word in lower case, else `new`, so staff
-- look at the message again), and the old value is kept in its note.

-- RedefineTable
CREATE TABLE "new_ContactMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "urgency" TEXT NOT NULL DEFAULT 'medium',
    "status" TEXT NOT NULL DEFAULT 'new' CHECK ("status" IN ('new', 'suspect', 'answered', 'spam')),
    "handledAt" DATETIME,
    "note" TEXT,
    "suspectReason" TEXT
);
INSERT INTO "new_ContactMessage" ("id", "createdAt", "name", "email", "subject", "category", "message", "urgency", "status", "handledAt", "note")
SELECT "id", "createdAt", "name", "email", "subject", "category", "message", "urgency",
    CASE
        WHEN "status" IN ('new', 'suspect', 'answered', 'spam') THEN "status"
        WHEN lower(trim("status")) IN ('new', 'suspect', 'answered', 'spam') THEN lower(trim("status"))
        ELSE 'new'
    END,
    "handledAt",
    CASE
        WHEN "status" IN ('new', 'suspect', 'answered', 'spam') THEN "note"
        ELSE trim(coalesce("note", '') || ' (status was "' || "status" || '" before the status column was checked)')
    END
FROM "ContactMessage";
-- Keep the id counter where it was, so ids of deleted messages are never handed out again.
DELETE FROM "sqlite_sequence" WHERE "name" = 'new_ContactMessage';
INSERT INTO "sqlite_sequence" ("name", "seq") SELECT 'new_ContactMessage', "seq" FROM "sqlite_sequence" WHERE "name" = 'ContactMessage';
DROP TABLE "ContactMessage";
ALTER TABLE "new_ContactMessage" RENAME TO "ContactMessage";
CREATE INDEX "ContactMessage_createdAt_idx" ON "ContactMessage"("createdAt");
CREATE INDEX "ContactMessage_status_urgency_idx" ON "ContactMessage"("status", "urgency");

-- AlterTable (a new column with a CHECK needs no rebuild: every existing row gets the default)
ALTER TABLE "Subscriber" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'suspect'));
ALTER TABLE "Subscriber" ADD COLUMN "suspectReason" TEXT;
