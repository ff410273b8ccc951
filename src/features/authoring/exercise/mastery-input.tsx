/** Choosing an exercise's mastery rule: all correct in one attempt, N right in a row, or M right of the last N. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { MASTERY_MAX, type MasteryRule } from '@contract/exercise-mastery';
import { masteryRuleWords } from '../shared/contract-words';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';

const KINDS: MasteryRule['kind'][] = ['all', 'streak', 'window'];

/** A whole number 1 … 100 from what was typed (anything else: `fallback`). */
const bounded = (value: string | number, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? Math.min(MASTERY_MAX, Math.max(1, Math.round(value))) : fallback);

/** The rule's controls; every value set is within bounds (M never above N). */
export function MasteryInput({ rule, onChange }: { rule: MasteryRule; onChange: (next: MasteryRule) => void }) {
  const { t } = useTranslation(authoringNs);
  const setKind = (kind: MasteryRule['kind']) => {
    if (kind === 'all') onChange({ kind });
    else if (kind === 'streak') onChange({ kind, n: rule.kind === 'all' ? 5 : rule.n });
    else onChange({ kind, m: rule.kind === 'window' ? rule.m : 4, n: rule.kind === 'all' ? 5 : Math.max(rule.n, 4) });
  };
  return (
    <Stack gap="xs">
      <NativeSelect label={t('exercise.masteryRule')} data={KINDS.map((value) => ({ value, label: t(`masteryKinds.${value}`) }))} value={rule.kind} onChange={(e) => setKind(e.currentTarget.value as MasteryRule['kind'])} />
      {rule.kind === 'streak' ? (
        <NumberInput label={t('exercise.streakN')} min={1} max={MASTERY_MAX} allowDecimal={false} value={rule.n} onChange={(v) => onChange({ kind: 'streak', n: bounded(v, rule.n) })} />
      ) : null}
      {rule.kind === 'window' ? (
        <Group grow align="start">
          <NumberInput
            label={t('exercise.windowM')}
            min={1}
            max={rule.n}
            allowDecimal={false}
            value={rule.m}
            onChange={(v) => onChange({ kind: 'window', m: Math.min(bounded(v, rule.m), rule.n), n: rule.n })}
          />
          <NumberInput
            label={t('exercise.windowN')}
            min={1}
            max={MASTERY_MAX}
            allowDecimal={false}
            value={rule.n}
            onChange={(v) => {
              const n = bounded(v, rule.n);
              onChange({ kind: 'window', m: Math.min(rule.m, n), n });
            }}
          />
        </Group>
      ) : null}
      <Text size="sm" c="dimmed">{t('exercise.learnersRead', { rule: masteryRuleWords(rule) })}</Text>
    </Stack>
  );
}
