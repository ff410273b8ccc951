/** The distribution of a batch's progress (issue 16, item 3): learners per 10-point band. Staff code only. */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Title } from '@mantine/core';
import { progressDistribution } from '../data/batch-rules';

/** A bar chart of how many learners are in each progress band, with a text equivalent for screen readers. */
export function ProgressChart({ percents }: { percents: readonly number[] }) {
  const data = progressDistribution(percents);
  const summary = `Learners by progress: ${data.filter((d) => d.learners > 0).map((d) => `${d.band}: ${d.learners}`).join('; ') || 'none'}`;
  return (
    <Paper withBorder p="md" radius="brandSmall" component="section" aria-labelledby="progress-chart-title">
      <Title order={2} size="h4" id="progress-chart-title" mb="sm">
        Progress distribution
      </Title>
      <div role="img" aria-label={summary}>
        <BarChart
          h={200}
          data={data}
          dataKey="band"
          series={[{ name: 'learners', label: 'Learners', color: 'blue.8' }]}
          tickLine="y"
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
    </Paper>
  );
}
