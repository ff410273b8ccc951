-- Exercise editor (issue 18, item 5): each exercise keeps its mastery rule ('all' correct, N in a
-- row, or M of the last N); exercises made before rules existed read as 'all'.
ALTER TABLE "exercises" ADD COLUMN "mastery" jsonb DEFAULT '{"kind":"all"}'::jsonb NOT NULL;
