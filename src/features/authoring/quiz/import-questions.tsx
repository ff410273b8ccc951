/** Import questions (GIFT or Aiken, pasted or from a file) with a preview and each bad question's error; export the quiz as GIFT. */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SegmentedControl.css';
import { useMemo, useState } from 'react';
import { Alert, Button, FileButton, Group, List, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { AuthoredQuestion, QuizContent } from '@contract/quiz-authoring';
import { importAiken } from './import/aiken';
import { exportGift, importGift } from './import/gift';
import { KIND_LABELS } from './question-editor';

type Format = 'gift' | 'aiken';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The Import and Export GIFT buttons, and the import dialog. */
export function ImportQuestions({ onImport, quizName, content }: { onImport: (questions: AuthoredQuestion[]) => void; quizName: string; content: QuizContent }) {
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<Format>('gift');
  const [text, setText] = useState('');
  const result = useMemo(() => (text.trim() ? (format === 'gift' ? importGift(text) : importAiken(text)) : null), [text, format]);
  const [exported, setExported] = useState<string | null>(null);

  const exportQuiz = () => {
    const { text: gift, skipped } = exportGift(content);
    download(`${(quizName || 'quiz').replace(/[^\w-]+/g, '-')}.gift.txt`, gift);
    setExported(skipped.length ? `Exported. GIFT has no ordering questions, so question ${skipped.join(', ')} was left out.` : 'Exported as GIFT.');
  };

  return (
    <>
      <Button variant="default" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Import
      </Button>
      <Button variant="default" onClick={exportQuiz} disabled={!content.questions.length}>
        Export GIFT
      </Button>
      {exported ? (
        <Text size="sm" role="status">
          {exported}
        </Text>
      ) : null}
      <Modal opened={open} onClose={() => setOpen(false)} title="Import questions" size="xl">
        <Stack>
          <SegmentedControl value={format} onChange={(v) => setFormat(v === 'aiken' ? 'aiken' : 'gift')} data={[{ value: 'gift', label: 'GIFT' }, { value: 'aiken', label: 'Aiken' }]} aria-label="Format" />
          <Textarea label={`Paste ${format === 'gift' ? 'GIFT' : 'Aiken'} questions (a blank line between questions)`} rows={6} value={text} onChange={(e) => setText(e.currentTarget.value)} />
          <FileButton accept=".txt,.gift,text/plain" onChange={(file) => void file?.text().then(setText)}>
            {(props) => (
              <Button variant="default" w="fit-content" {...props}>
                Upload a file
              </Button>
            )}
          </FileButton>
          {result ? (
            <Stack gap="xs" aria-live="polite">
              <Text fw={600}>
                {result.questions.length} {result.questions.length === 1 ? 'question' : 'questions'} ready, {result.errors} with errors
              </Text>
              <List size="sm">
                {result.blocks.map((block, index) => (
                  <List.Item key={index}>
                    {block.question ? `${KIND_LABELS[block.question.kind]}: ${block.question.prompt}` : <Text c="red" span>{`Line ${block.line}: ${block.error}`}</Text>}
                  </List.Item>
                ))}
              </List>
              {result.errors ? <Alert color="orange">Questions with errors are not imported; fix them here and the preview updates.</Alert> : null}
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button
              disabled={!result?.questions.length}
              onClick={() => {
                onImport(result?.questions ?? []);
                setText('');
                setOpen(false);
              }}
            >
              Add {result?.questions.length ?? 0} questions
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
