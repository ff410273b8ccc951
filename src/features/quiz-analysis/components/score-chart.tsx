/** The score distribution of a quiz's attempts: a bar per 10-point band. */
import type { ScoreBand } from '../item-analysis';
import { useTranslation } from 'react-i18next';
import { quizAnalysisNs } from '../messages/en';
import { CountChart } from './count-chart';

/** The chart of `bands` (attempts per band). */
export function ScoreChart({ bands }: { bands: ScoreBand[] }) {
  const { t } = useTranslation(quizAnalysisNs);
  const described = bands.map((band) => `${band.band}%: ${band.attempts}`).join(', ');
  return (
    <CountChart
      headingId="score-distribution"
      title={t('chart.title')}
      described={t('chart.described', { bands: described })}
      data={bands.map(({ band, attempts }) => ({ band, attempts }))}
      dataKey="band"
      count={{ key: 'attempts', label: t('chart.attempts') }}
      xAxisLabel={t('chart.score')}
    />
  );
}
