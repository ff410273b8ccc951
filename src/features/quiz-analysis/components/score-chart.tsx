/** The score distribution of a quiz's attempts: a bar per 10-point band, with the same figures as text for screen readers. */
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Title, VisuallyHidden } from '@mantine/core';
import type { ScoreBand } from '../item-analysis';
import { useTranslation } from 'react-i18next';
import { quizAnalysisNs } from '../messages/en';

/** The chart of `bands` (attempts per band). */
export function ScoreChart({ bands }: { bands: ScoreBand[] }) {
  const { t } = useTranslation(quizAnalysisNs);
  const described = bands.map((band) => `${band.band}%: ${band.attempts}`).join(', ');
  return (
    <section aria-labelledby="score-distribution">
      <Title order={2} size="h3" id="score-distribution" mb="xs">
        {t('chart.title')}
      </Title>
      <VisuallyHidden>{t('chart.described', { bands: described })}</VisuallyHidden>
      <div aria-hidden="true">
        <BarChart
          h={220}
          data={bands}
          dataKey="band"
          series={[{ name: 'attempts', label: t('chart.attempts'), color: 'blue.7' }]}
          xAxisLabel={t('chart.score')}
          yAxisLabel={t('chart.attempts')}
          yAxisProps={{ allowDecimals: false }}
          withTooltip={false}
          // Without recharts' keyboard layer the hidden drawing takes no focus (the figures are in the text above).
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
    </section>
  );
}
