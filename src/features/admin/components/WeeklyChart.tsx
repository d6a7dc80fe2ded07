import { Chart, useChart } from '@chakra-ui/charts';
import { Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Table } from '../../../components/ui/chakra/Table';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis, type LegendPayload } from 'recharts';
import type { OverviewWeek } from '../../../shared/schemas/admin';
import { withSwatches } from './seriesSwatch';

type Counted = Exclude<keyof OverviewWeek, 'week'>;

const weekLabel = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * A bar chart of what each week added, one bar per series. The same numbers are in a table that screen readers read
 * in place of the drawing.
 */
export default function WeeklyChart({
  title,
  weeks,
  series,
}: {
  title: string;
  weeks: OverviewWeek[];
  series: Array<{ name: Counted; label: string; color: string }>;
}) {
  const chart = useChart({ data: weeks, series: withSwatches(series) });
  // The key lists the series in the order they are drawn (recharts sorts it by label otherwise).
  const seriesOrder = (item: LegendPayload) => series.findIndex((candidate) => candidate.name === item.dataKey);
  return (
    <Stack as="figure" gap={3} p={4} borderWidth="1px" borderRadius="l3" bg="bg.panel" minW={0}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {/* The drawing is hidden from assistive technology (the table below reads the numbers), so recharts' keyboard
          layer stays off: focusable nodes inside a hidden region would be reached by Tab and announced as nothing. */}
      <Chart.Root chart={chart} h="64" aria-hidden="true">
        <BarChart responsive accessibilityLayer={false} data={chart.data} margin={{ left: -20, right: 8 }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('week')} tickFormatter={weekLabel} tickLine={false} axisLine={false} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            labelFormatter={(week) => `Week of ${weekLabel(String(week))}`}
            content={<Chart.Tooltip />}
          />
          <Legend content={<Chart.Legend />} itemSorter={seriesOrder} />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              dataKey={chart.key(item.name)}
              name={String(item.label)}
              fill={chart.color(item.color)}
              isAnimationActive={false}
              radius={[3, 3, 0, 0]}
            />
          ))}
        </BarChart>
      </Chart.Root>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{title}, by week</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Week of</Table.ColumnHeader>
              {series.map((item) => (
                <Table.ColumnHeader key={item.name}>{item.label}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {weeks.map((week) => (
              <Table.Row key={week.week}>
                <Table.Cell>{weekLabel(week.week)}</Table.Cell>
                {series.map((item) => (
                  <Table.Cell key={item.name}>{week[item.name]}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Stack>
  );
}
