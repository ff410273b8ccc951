/** A graded attempt: score, pass mark, passed or not, and each question with the correct answer. */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { GradedAnswer, QuizQuestionRowData, QuizResultRowData } from '@contract/quizzes';
import { QuestionImages } from '@/ui/question-images';
import { shownAnswer } from '../answers';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** Props of {@link QuizResultView}. */
export interface QuizResultViewProps {
  result: QuizResultRowData;
  /** The quiz's name and questions, when cached (prompts); without them questions are numbered. */
  name: string | undefined;
  questions: QuizQuestionRowData[];
}

/** Correct, partly correct (with the points earned) or incorrect. */
function Verdict({ answer }: { answer: GradedAnswer }) {
  const { t } = useTranslation(quizzesNs);
  const partly = !answer.correct && (answer.earned ?? 0) > 0;
  return (
    <Text size="sm" c={answer.correct ? 'green.8' : partly ? 'orange.9' : 'red.8'} fw={600}>
      {answer.correct ? t('result.correct') : partly ? t('result.partly', { earned: answer.earned, points: answer.points }) : t('result.incorrect')}
    </Text>
  );
}

/** The result. */
export function QuizResultView({ result, name, questions }: QuizResultViewProps) {
  const { t } = useTranslation(quizzesNs);
  const byId = new Map(questions.map((q) => [q.id, q]));
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{name ? t('result.named', { name }) : t('result.title')}</Title>
      <Group gap="md" align="center">
        <Text size="xl" fw={700}>
          {t('result.score', { score: result.score, total: result.total, percent: result.percent })}
        </Text>
        <Badge color={result.passed ? 'green' : 'red'} size="lg">
          {result.passed ? t('result.passed') : t('result.notPassed')}
        </Badge>
      </Group>
      <Text>{t('passMark', { percent: result.passMark })}</Text>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('result.answers')}>
        {result.answers.map((a, index) => (
          <Paper key={a.qstnId} component="li" withBorder p="md" radius="brandSmall">
            <Text fw={600}>{byId.get(a.qstnId)?.prompt ?? t('result.question', { number: index + 1 })}</Text>
            <QuestionImages images={byId.get(a.qstnId)?.images} height={200} />
            <Text size="sm">{t('result.yourAnswer', { answer: shownAnswer(byId.get(a.qstnId)?.kind, a.answer) || t('result.notAnswered') })}</Text>
            <Verdict answer={a} />
            {a.correct ? null : <Text size="sm">{t('result.correctAnswer', { answer: shownAnswer(byId.get(a.qstnId)?.kind, a.correctAnswer) })}</Text>}
            {a.answerFeedback?.map((text, i) => (
              <Text key={i} size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }} data-testid="answer-feedback">
                {text}
              </Text>
            ))}
            {a.feedback ? (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {a.feedback}
              </Text>
            ) : null}
          </Paper>
        ))}
      </Stack>
      <Group gap="md">
        <Anchor renderRoot={(props) => <Link {...props} to="/take-quiz" search={{ quiz: result.quizId }} />}>
          {t('result.backToQuiz')}
        </Anchor>
        <Anchor component={Link} to="/quiz-result">
          {t('allResults')}
        </Anchor>
      </Group>
    </Stack>
  );
}
