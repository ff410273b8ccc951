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
import { readHistoryFile, warmHistoryReader } from '@/data/anki/load-history';
import type { CardRow, ReviewRow } from '@/data/db';
import { signedInUser } from '@/data/signed-in-user';
import { bringHistory, planHistory, type HistoryPlan } from '../data/anki-history';

type Step = { at: 'choose' } | { at: 'reading' } | { at: 'preview'; plan: HistoryPlan; answers: number } | { at: 'done'; added: number } | { at: 'problem'; text: string };

const n = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** The dialog, open while `opened`; `cards` and `reviews` are the deck's cards and the learner's reviews of them on this device. */
export default function AnkiHistoryDialog({ opened, onClose, deckId, cards, reviews }: { opened: boolean; onClose: () => void; deckId: string; cards: readonly CardRow[]; reviews: readonly ReviewRow[] }) {
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
      const known = new Set(reviews.map((r) => r.id));
      const plan = await planHistory(deckId, signedInUser()?.user.id ?? 'anonymous', cards.map((c) => c.id), history, known);
      if (mine === chosen.current) setStep({ at: 'preview', plan, answers: plan.reviews.length });
    } catch (error) {
      if (mine === chosen.current) setStep({ at: 'problem', text: error instanceof Error ? error.message : 'The file could not be read.' });
    }
  };
  const confirm = async (plan: HistoryPlan) => {
    setStep({ at: 'reading' });
    try {
      await bringHistory(deckId, plan.reviews);
      setStep({ at: 'done', added: plan.reviews.length });
    } catch {
      setStep({ at: 'problem', text: 'Your history could not be saved on this device. Nothing was added; try again.' });
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Bring your Anki review history" size="lg">
      <Stack gap="md">
        <Text size="sm">
          Studied this deck in Anki before? Choose your Anki export (.apkg or .colpkg, with “Include scheduling information” ticked).
          It is read on this device. Your answers are matched to this deck’s cards, and your schedule here continues from where Anki left it.
        </Text>
        {step.at === 'choose' || step.at === 'problem' ? (
          <FileButton accept=".apkg,.colpkg" onChange={(file) => void choose(file)}>
            {(props) => <Button {...props} w="fit-content">Choose Anki file</Button>}
          </FileButton>
        ) : null}
        {step.at === 'problem' ? <Alert color="red" role="alert" title="Not added">{step.text}</Alert> : null}
        {step.at === 'reading' ? <Text role="status" aria-busy>Reading your Anki file…</Text> : null}
        {step.at === 'preview' ? <Preview plan={step.plan} onConfirm={() => void confirm(step.plan)} onCancel={close} /> : null}
        {step.at === 'done' ? (
          <>
            <Alert color="green" role="status" title="History added">
              {n(step.added, 'answer')} added. Your due cards now follow your Anki history; they are sent to the server when you are online.
            </Alert>
            <Button onClick={close} w="fit-content">Done</Button>
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}

function Preview({ plan, onConfirm, onCancel }: { plan: HistoryPlan; onConfirm: () => void; onCancel: () => void }) {
  const nothing = plan.reviews.length === 0;
  return (
    <Stack gap="sm" role="region" aria-label="What will be added">
      <List size="sm">
        <List.Item>{n(plan.matchedCards, 'card')} of this deck {plan.matchedCards === 1 ? 'gets' : 'get'} a history: {n(plan.reviews.length, 'answer')} to add.</List.Item>
        <List.Item>{n(plan.unmatchedCards, 'card')} of your file {plan.unmatchedCards === 1 ? 'is' : 'are'} not in this deck and {plan.unmatchedCards === 1 ? 'is' : 'are'} left out.</List.Item>
        {plan.alreadyHere ? <List.Item>{n(plan.alreadyHere, 'answer')} {plan.alreadyHere === 1 ? 'was' : 'were'} added before and {plan.alreadyHere === 1 ? 'is' : 'are'} not added again.</List.Item> : null}
      </List>
      {nothing ? <Text size="sm" c="dimmed">There is nothing new to add from this file for this deck.</Text> : null}
      <Group gap="sm">
        <Button variant="brandPrimary" disabled={nothing} onClick={onConfirm}>Add my history</Button>
        <Button variant="default" onClick={onCancel}>Cancel</Button>
      </Group>
    </Stack>
  );
}
