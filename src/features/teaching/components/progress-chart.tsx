/** The distribution of a batch's progress (issue 16, item 3): learners per 10-point band. Staff code only. */
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAfterNextPaint } from '@/ui/use-after-next-paint';
import { progressDistribution } from '../data/batch-rules';
import { teachingNs } from '../messages/en';

const CHART_HEIGHT = 200;

/**
 * A bar chart of how many learners are in each progress band, with a text equivalent for screen
 * readers. The bars are drawn right after the screen's first paint (its space is kept, so nothing moves):
 * the chart measures its container, which forced a layout inside the Batch students screen's first paint.
 */
export function ProgressChart({ percents }: { percents: readonly number[] }) {
  const drawn = useAfterNextPaint(true);
  const data = progressDistribution(percents);
  const { t } = useTranslation(teachingNs);
  const summary = t('chart.summary', { bands: data.filter((d) => d.learners > 0).map((d) => `${d.band}: ${d.learners}`).join('; ') || t('chart.none') });
  return (
    <Paper withBorder p="md" radius="brandSmall" component="section" aria-labelledby="progress-chart-title">
      <Title order={2} size="h4" id="progress-chart-title" mb="sm">
        {t('chart.title')}
      </Title>
      <div role="img" aria-label={summary}>
        {drawn ? (
          <BarChart
            h={CHART_HEIGHT}
            data={data}
            dataKey="band"
            series={[{ name: 'learners', label: t('chart.learners'), color: 'blue.8' }]}
            tickLine="y"
            barChartProps={{ accessibilityLayer: false }}
          />
        ) : (
          <div style={{ height: CHART_HEIGHT }} />
        )}
      </div>
    </Paper>
  );
}
