-- Admins now pull `memberQuizResults` (every graded attempt of their organisation, for the
-- organisation's quiz results, issue 17 item 7). A device of an admin with a cursor from before
-- would only receive attempts written after it, so each admin's scope moves on once: their next
-- pull is a reset that brings every attempt. No schema change.
SELECT sync_bump_user_scope(id) FROM users WHERE role = 'admin';
