/**
 * "Bring my Anki review history" (issue 50, item 4): a learner who studied this deck in Anki picks
 * their own export (.apkg or .colpkg, with scheduling information). It is read on this device (a
 * worker, src/data/anki/load-history.ts), its cards matched to this deck's (anki-history.ts), and the
 * preview says how many cards get a history and how many are not in this deck. On confirm the answers
 * join the local review log and are queued as `card.importHistory`: the schedule (FSRS replay) follows
 * at once, offline too, and the server gets them on the next sync.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/List.css';
import { Alert, Button, FileButton, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApkgError } from '@/data/anki/apkg-error';
import { readerErrorWords } from '@/data/anki/apkg-words';
import { readHistoryFile, warmHistoryReader } from '@/data/anki/load-history';
import type { CardRow } from '@/data/db';
import { signedInUser } from '@/data/signed-in-user';
import { bringHistory, knownReviewIds, planHistory, type HistoryPlan } from '../data/anki-history';
import { practiceNs } from '../messages/en';

type Step = { at: 'choose' } | { at: 'reading' } | { at: 'preview'; plan: HistoryPlan; answers: number } | { at: 'done'; added: number } | { at: 'problem'; text: string };

/** The dialog, open while `opened`; `cards` are the deck's cards on this device. */
export default function AnkiHistoryDialog({ opened, onClose, deckId, cards }: { opened: boolean; onClose: () => void; deckId: string; cards: readonly CardRow[] }) {
  const { t } = useTranslation(practiceNs);
  const [step, setStep] = useState<Step>({ at: 'choose' });
  const chosen = useRef(0);
  useEffect(warmHistoryReader, []);
  const close = () => {
    chosen.current += 1;
    setStep({ at: 'choose' });
    onClose();
  };
  const choose = async (file: File | null) => {
    if (!file) return;
    const mine = ++chosen.current;
    setStep({ at: 'reading' });
    try {
      const history = await readHistoryFile(file);
      const known = await knownReviewIds(cards.map((c) => c.id));
      const plan = await planHistory(deckId, signedInUser()?.user.id ?? 'anonymous', cards.map((c) => c.id), history, known);
      if (mine === chosen.current) setStep({ at: 'preview', plan, answers: plan.reviews.length });
    } catch (error) {
      const text = error instanceof ApkgError ? await readerErrorWords(error) : t('anki.unreadable');
      if (mine === chosen.current) setStep({ at: 'problem', text });
    }
  };
  const confirm = async (plan: HistoryPlan) => {
    setStep({ at: 'reading' });
    try {
      await bringHistory(deckId, plan.reviews);
      setStep({ at: 'done', added: plan.reviews.length });
    } catch {
      setStep({ at: 'problem', text: t('anki.notSaved') });
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('anki.title')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('anki.intro')}</Text>
        {step.at === 'choose' || step.at === 'problem' ? (
          <FileButton accept=".apkg,.colpkg" onChange={(file) => void choose(file)}>
            {(props) => <Button {...props} w="fit-content">{t('anki.chooseFile')}</Button>}
          </FileButton>
        ) : null}
        {step.at === 'problem' ? <Alert color="red" role="alert" title={t('anki.notAdded')}>{step.text}</Alert> : null}
        {step.at === 'reading' ? <Text role="status" aria-busy>{t('anki.reading')}</Text> : null}
        {step.at === 'preview' ? <Preview plan={step.plan} onConfirm={() => void confirm(step.plan)} onCancel={close} /> : null}
        {step.at === 'done' ? (
          <>
            <Alert color="green" role="status" title={t('anki.added')}>
              {t('anki.addedBody', { answers: t('anki.answers', { count: step.added }) })}
            </Alert>
            <Button onClick={close} w="fit-content">{t('anki.done')}</Button>
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}

function Preview({ plan, onConfirm, onCancel }: { plan: HistoryPlan; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation(practiceNs);
  const nothing = plan.reviews.length === 0;
  const answers = (count: number) => t('anki.answers', { count });
  return (
    <Stack gap="sm" role="region" aria-label={t('anki.preview')}>
      <List size="sm">
        <List.Item>{t('anki.matched', { count: plan.matchedCards, answers: answers(plan.reviews.length) })}</List.Item>
        <List.Item>{t('anki.unmatched', { count: plan.unmatchedCards })}</List.Item>
        {plan.alreadyHere ? <List.Item>{t('anki.alreadyHere', { count: plan.alreadyHere })}</List.Item> : null}
      </List>
      {nothing ? <Text size="sm" c="dimmed">{t('anki.nothingNew')}</Text> : null}
      <Group gap="sm">
        <Button variant="brandPrimary" disabled={nothing} onClick={onConfirm}>{t('anki.addHistory')}</Button>
        <Button variant="default" onClick={onCancel}>{t('anki.cancel')}</Button>
      </Group>
    </Stack>
  );
}
