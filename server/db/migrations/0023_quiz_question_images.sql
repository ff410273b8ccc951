-- Images shown with a question's prompt (issue 50: a Moodle XML question's embedded images become
-- course media): each `{ src, alt }`, `src` a file of the course media. Learners pull them with the question.
ALTER TABLE "quiz_questions" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;
