import { Chart, useChart } from '@chakra-ui/charts';
import { Heading, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/List';
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { SurveySummary } from '../../../shared/schemas/admin';
import { withSwatches } from './seriesSwatch';
import { purposeLabel } from './surveyLabels';

const PURPOSE_COLORS = ['brand.solid', 'teal.solid', 'orange.solid', 'gray.solid'];

/** A chart's numbers in words, read by screen readers in place of the drawing. */
function SpokenCounts({ items }: { items: Array<{ label: string; count: number }> }) {
  return (
    <VisuallyHidden>
      <List.Root>
        {items.map((item) => (
          <List.Item key={item.label}>
            {item.label}: {item.count}
          </List.Item>
        ))}
      </List.Root>
    </VisuallyHidden>
  );
}

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="figure" gap={3} p={4} borderWidth="1px" borderRadius="l3" bg="bg.panel" minW={0}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The purpose split (a donut), the delight-rating histogram and the meetingNeeds distribution. */
export default function SurveyCharts({ summary }: { summary: SurveySummary }) {
  const purposes = useChart({
    data: summary.purposes.map((item, index) => ({
      name: purposeLabel(item.purpose),
      value: item.count,
      color: PURPOSE_COLORS[index % PURPOSE_COLORS.length]!,
    })),
  });
  const ratings = useChart({
    data: summary.ratings.map((item) => ({ rating: `${item.rating}★`, answers: item.count })),
    series: withSwatches([{ name: 'answers' as const, color: 'brand.solid', label: 'Answers' }]),
  });
  const needs = useChart({
    data: summary.meetingNeeds.map((item) => ({ answer: item.answer, answers: item.count })),
    series: withSwatches([{ name: 'answers' as const, color: 'teal.solid', label: 'Answers' }]),
  });

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
      <ChartCard title="What people come for">
        <Chart.Root chart={purposes} boxSize="56" mx="auto" aria-hidden="true">
          <PieChart responsive accessibilityLayer={false}>
            <Tooltip cursor={false} animationDuration={100} content={<Chart.Tooltip hideLabel />} />
            <Pie
              isAnimationActive={false}
              data={purposes.data}
              dataKey={purposes.key('value')}
              nameKey="name"
              innerRadius="55%"
            >
              {purposes.data.map((item) => (
                <Cell key={item.name} fill={purposes.color(item.color)} />
              ))}
            </Pie>
          </PieChart>
        </Chart.Root>
        <Stack as="ul" gap={1} listStyleType="none" textStyle="sm" aria-label="Purposes">
          {purposes.data.map((item) => (
            <Text as="li" key={item.name}>
              <Text as="span" color={item.color} aria-hidden="true">
                ●{' '}
              </Text>
              {item.name}: {item.value}
            </Text>
          ))}
        </Stack>
      </ChartCard>

      <ChartCard title="How delighted they are (1 to 5)">
        <Chart.Root chart={ratings} h="56" aria-hidden="true">
          <BarChart responsive accessibilityLayer={false} data={ratings.data} margin={{ left: -20, right: 8 }}>
            <CartesianGrid stroke={ratings.color('border.muted')} vertical={false} />
            <XAxis dataKey={ratings.key('rating')} tickLine={false} axisLine={false} />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
            <Tooltip cursor={{ fill: ratings.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
            {ratings.series.map((item) => (
              <Bar
                key={item.name}
                dataKey={ratings.key(item.name)}
                fill={ratings.color(item.color)}
                isAnimationActive={false}
                radius={[3, 3, 0, 0]}
              />
            ))}
          </BarChart>
        </Chart.Root>
        <SpokenCounts items={summary.ratings.map((item) => ({ label: `Rating ${item.rating}`, count: item.count }))} />
        {summary.averageRating !== null && (
          <Text color="fg.muted" textStyle="sm">
            Average {summary.averageRating.toFixed(1)} from {summary.total} answers
          </Text>
        )}
      </ChartCard>

      <ChartCard title="Does ReferBridge meet their needs?">
        <Chart.Root chart={needs} h="64" aria-hidden="true">
          <BarChart
            responsive
            accessibilityLayer={false}
            data={needs.data}
            layout="vertical"
            margin={{ left: 8, right: 16 }}
          >
            <CartesianGrid stroke={needs.color('border.muted')} horizontal={false} />
            <XAxis type="number" allowDecimals={false} tickLine={false} axisLine={false} />
            <YAxis
              type="category"
              dataKey={needs.key('answer')}
              width={150}
              tickLine={false}
              axisLine={false}
              tick={{ fontSize: 11 }}
            />
            <Tooltip cursor={{ fill: needs.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
            {needs.series.map((item) => (
              <Bar
                key={item.name}
                dataKey={needs.key(item.name)}
                fill={needs.color(item.color)}
                isAnimationActive={false}
                radius={[0, 3, 3, 0]}
              />
            ))}
          </BarChart>
        </Chart.Root>
        <SpokenCounts items={summary.meetingNeeds.map((item) => ({ label: item.answer, count: item.count }))} />
      </ChartCard>
    </SimpleGrid>
  );
}
