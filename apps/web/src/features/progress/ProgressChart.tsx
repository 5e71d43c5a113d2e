import {
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { type ProgressSeries, shortDate } from './progress';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

const VOCABULARY_COLOR = '#c2410c';
const KANJI_COLOR = '#1d4ed8';
const DASHED = [6, 4];

const options: ChartOptions<'line'> = {
  // Lines that grow into place are motion: left out for people who ask for less of it.
  animation: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? false : undefined,
  responsive: true,
  maintainAspectRatio: false,
  interaction: { mode: 'index', intersect: false },
  plugins: { legend: { position: 'bottom' } },
  scales: {
    // Half a day of room at each end, so a single day's points sit in the middle rather than on the axis.
    x: { offset: true },
    count: {
      type: 'linear',
      position: 'left',
      beginAtZero: true,
      ticks: { precision: 0 },
      title: { display: true, text: 'Count' },
    },
    percent: {
      type: 'linear',
      position: 'right',
      min: 0,
      max: 100,
      grid: { drawOnChartArea: false },
      ticks: { callback: (value) => `${value}%` },
      title: { display: true, text: 'Percentage' },
    },
  },
};

/** Counts on the left axis; the same as a percentage of the level on the right, dashed (spec §9). */
export function ProgressChart({ series }: { series: ProgressSeries }) {
  const data = {
    labels: series.dates.map(shortDate),
    datasets: [
      {
        label: 'Vocabulary Count',
        data: series.vocabCounts,
        yAxisID: 'count',
        borderColor: VOCABULARY_COLOR,
        backgroundColor: VOCABULARY_COLOR,
      },
      {
        label: 'Kanji Count',
        data: series.kanjiCounts,
        yAxisID: 'count',
        borderColor: KANJI_COLOR,
        backgroundColor: KANJI_COLOR,
      },
      {
        label: 'Vocabulary %',
        data: series.vocabPercents,
        yAxisID: 'percent',
        borderColor: VOCABULARY_COLOR,
        backgroundColor: VOCABULARY_COLOR,
        borderDash: DASHED,
      },
      {
        label: 'Kanji %',
        data: series.kanjiPercents,
        yAxisID: 'percent',
        borderColor: KANJI_COLOR,
        backgroundColor: KANJI_COLOR,
        borderDash: DASHED,
      },
    ],
  };
  return <Line options={options} data={data} aria-label="Progress over time" role="img" />;
}
