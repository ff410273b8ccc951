// Edit quiz (admin only, SPEC §6): the quiz editor (issue 18) — drafts on the device, publish as versions;
// its preview shows the learner's own question screen.
import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';
import { idParams } from '@/app/route-params';
import { QuizEditor } from '@/features/authoring/quiz/quiz-editor';
import { QuestionStep } from '@/features/quizzes/components/question-step';

export const Route = createFileRoute('/_auth/quizess/$quizId')({
  beforeLoad: ({ context }) => requireRole(context.session, ['admin']),
  params: idParams('quizId'),
  component: EditQuizScreen,
});

function EditQuizScreen() {
  const { quizId } = Route.useParams();
  return <QuizEditor key={quizId} quizId={quizId} learnerStep={QuestionStep} />;
}
