-- Issue 51: teachers and admins now pull their learners' package attempts (`memberPackageAttempts`).
-- Every attempt gets a new sync_version (the sync trigger sets it), so devices whose cursor is past
-- them receive them on their next delta pull.
UPDATE "package_attempts" SET "commits" = "commits";
