/** A titled bar chart of counts (quiz score bands, package statuses), with the same figures as text for screen readers. */
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Title, VisuallyHidden } from '@mantine/core';

interface CountChartProps {
  headingId: string;
  title: string;
  /** The figures in words: what screen readers get instead of the drawing. */
  described: string;
  /** One bar per row: its name under `dataKey`, its count under `count`. */
  data: Record<string, string | number>[];
  dataKey: string;
  count: { key: string; label: string };
  xAxisLabel: string;
}

/** The chart of `data`. */
export function CountChart({ headingId, title, described, data, dataKey, count, xAxisLabel }: CountChartProps) {
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        {title}
      </Title>
      <VisuallyHidden>{described}</VisuallyHidden>
      <div aria-hidden="true">
        <BarChart
          h={220}
          data={data}
          dataKey={dataKey}
          series={[{ name: count.key, label: count.label, color: 'blue.7' }]}
          xAxisLabel={xAxisLabel}
          yAxisLabel={count.label}
          yAxisProps={{ allowDecimals: false }}
          withTooltip={false}
          // Without recharts' keyboard layer the hidden drawing takes no focus (the figures are in the text above).
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
    </section>
  );
}
